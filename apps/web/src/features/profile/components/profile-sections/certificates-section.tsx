import { Stack, Text } from '@mantine/core';
import { SectionCard, type SectionProps } from './section-card';

/** The talent's certificates, with issuer and year. */
export function CertificatesSection({ talent, editable }: SectionProps) {
  return (
    <SectionCard section="certificates" editable={editable} empty={talent.talent_certifications.length === 0}>
      <Stack gap="xs">
        {talent.talent_certifications.map((certificate) => (
          <Text key={certificate.id}>
            <Text span fw={600}>
              {certificate.name}
            </Text>
            {` · ${[certificate.issuer, certificate.year].filter(Boolean).join(', ')}`}
          </Text>
        ))}
      </Stack>
    </SectionCard>
  );
}

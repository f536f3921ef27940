import {
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type TaxStatus, takeHomePayFromGross, takeHomePayFromNett } from '@talent/contract';
import { useState } from 'react';
import { formatIdr } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

type Direction = 'gross' | 'nett';

const statuses: Array<{ value: string; status: TaxStatus }> = [false, true].flatMap((married) =>
  [0, 1, 2, 3].map((dependents) => ({
    value: `${married ? 'K' : 'TK'}/${dependents}`,
    status: { married, dependents },
  })),
);

interface TakeHomePayCardProps {
  /** The monthly gross to start from, such as a calculated mean or an offered salary. */
  initialGross?: number | undefined;
  /** Or the monthly take-home pay to start from (an offer stated as nett): the card then works back to gross. */
  initialNett?: number | undefined;
}

/** From a monthly gross salary to what reaches the account, and back (rules in the contract). */
export function TakeHomePayCard({ initialGross, initialNett }: TakeHomePayCardProps) {
  const { t } = useTranslation('takeHomePay');
  const [direction, setDirection] = useState<Direction>(initialNett === undefined ? 'gross' : 'nett');
  const initialAmount = initialNett ?? initialGross;
  const [amount, setAmount] = useState<number | ''>(
    initialAmount === undefined ? '' : Math.round(initialAmount),
  );
  const [statusValue, setStatusValue] = useState('TK/0');
  const status = statuses.find((option) => option.value === statusValue)?.status ?? statuses[0]?.status;
  const pay =
    typeof amount === 'number' && amount > 0 && status
      ? direction === 'gross'
        ? takeHomePayFromGross(amount, status)
        : takeHomePayFromNett(amount, status)
      : null;

  const rows: Array<[label: string, value: number, strong?: boolean]> = pay
    ? [
        [t('gross'), pay.gross, direction === 'nett'],
        [t('bpjsKesehatan'), -pay.bpjsKesehatan],
        [t('jht'), -pay.jht],
        [t('jp'), -pay.jp],
        [t('pph21'), -pay.pph21],
        [t('nett'), pay.nett, direction === 'gross'],
      ]
    : [];

  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="take-home-pay-title">
      <Title order={3} size="h5" id="take-home-pay-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('intro')}
      </Text>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('direction')}
          value={direction}
          onChange={(value) => setDirection(value as Direction)}
          data={[
            { value: 'gross', label: t('fromGross') },
            { value: 'nett', label: t('fromNett') },
          ]}
          fullWidth
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={direction === 'gross' ? t('grossAmount') : t('nettAmount')}
            description={t('amountHint')}
            prefix="IDR "
            thousandSeparator="."
            decimalSeparator=","
            allowNegative={false}
            allowDecimal={false}
            hideControls
            maxLength={16}
            value={amount}
            onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
          />
          <Select
            label={t('status')}
            value={statusValue}
            onChange={(value) => setStatusValue(value ?? 'TK/0')}
            allowDeselect={false}
            data={statuses.map(({ value, status: option }) => ({
              value,
              label: `${value} · ${t(option.married ? 'statuses.married' : 'statuses.single', { dependents: option.dependents })}`,
            }))}
          />
        </SimpleGrid>
        {pay ? (
          <>
            <Table verticalSpacing="xs" aria-label={t('title')} data-testid="take-home-pay">
              <Table.Tbody>
                {rows.map(([label, value, strong]) => (
                  <Table.Tr key={label}>
                    <Table.Th fw={strong ? 700 : 400} scope="row">
                      {label}
                    </Table.Th>
                    <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                      {value < 0 ? `- ${formatIdr(-value)}` : formatIdr(value)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group>
              <Text size="sm" c="dimmed">
                {t('employer', { amount: formatIdr(pay.employerContributions) })}
              </Text>
            </Group>
          </>
        ) : (
          <Text c="dimmed" size="sm">
            {t('enterAmount')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('rules')}
        </Text>
      </Stack>
    </Card>
  );
}

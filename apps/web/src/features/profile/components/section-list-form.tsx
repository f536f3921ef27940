import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod/mini';
import { useTranslation } from '@/lib/i18n';
import { useSectionForm } from '../model/use-section-form';
import { SectionEntryList } from './section-entry-list';
import { SectionForm } from './section-form';

/** The texts that name a list's entries, by the entry's name (which also names their headings). */
const entryTexts = {
  experience: {
    empty: 'edit.noExperiences',
    entry: 'edit.experienceEntry',
    remove: 'edit.removeExperience',
    add: 'edit.addExperience',
  },
  certificate: {
    empty: 'edit.noCertificates',
    entry: 'edit.certificateEntry',
    remove: 'edit.removeCertificate',
    add: 'edit.addCertificate',
  },
  achievement: {
    empty: 'edit.noAchievements',
    entry: 'edit.achievementEntry',
    remove: 'edit.removeAchievement',
    add: 'edit.addAchievement',
  },
  publication: {
    empty: 'edit.noPublications',
    entry: 'edit.publicationEntry',
    remove: 'edit.removePublication',
    add: 'edit.addPublication',
  },
  project: {
    empty: 'edit.noProjects',
    entry: 'edit.projectEntry',
    remove: 'edit.removeProject',
    add: 'edit.addProject',
  },
} as const;

/** The form of a list section: its entries under the list's name, as the body sends them. */
export type ListValues<List extends string, Row> = Record<List, Row[]>;

/**
 * The edit form of a list section (experiences, certificates, achievements, publications,
 * projects): the entries with Remove, Add, and the section form around them. A section gives its
 * list's name as the body calls it, the entries it holds and a blank one, its contract schema, how it
 * is sent, and the fields of one entry.
 */
export function SectionListForm<List extends string, Row, Schema extends z.ZodMiniType>({
  list,
  entryName,
  rows,
  blank,
  schema,
  toBody,
  send,
  above,
  children,
}: {
  /** The list's name in the body ('achievements'); the form is named `profile-<list>`. */
  list: List;
  /** What an entry is called: names its texts and headings ('achievement' gives achievement-0, …). */
  entryName: keyof typeof entryTexts;
  rows: Row[];
  blank: FormArrayElement<ListValues<List, Row>, List>;
  schema: Schema;
  toBody?: (values: ListValues<List, Row>) => unknown;
  send: Parameters<typeof useSectionForm<ListValues<List, Row>, Schema>>[0]['send'];
  above?: (form: UseFormReturnType<ListValues<List, Row>>) => ReactNode;
  /** The fields of one entry; `field` gives a field's path in the form. */
  children: (
    entry: Row,
    field: (name: string) => string,
    form: UseFormReturnType<ListValues<List, Row>>,
  ) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const section = useSectionForm({
    name: `profile-${list}`,
    schema,
    initialValues: { [list]: rows } as ListValues<List, Row>,
    toBody,
    send,
  });
  const { form } = section;
  const texts = entryTexts[entryName];
  return (
    <SectionForm section={section} above={above?.(form)}>
      <SectionEntryList
        entries={form.values[list]}
        name={entryName}
        texts={{
          empty: t(texts.empty),
          entry: (number) => t(texts.entry, { number }),
          remove: (number) => t(texts.remove, { number }),
          add: t(texts.add),
        }}
        onAdd={() => form.insertListItem(list, blank)}
        onRemove={(index) => form.removeListItem(list, index)}
      >
        {(entry, index) => children(entry, (name) => `${list}.${index}.${name}`, form)}
      </SectionEntryList>
    </SectionForm>
  );
}

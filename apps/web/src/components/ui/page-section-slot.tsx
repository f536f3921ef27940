import { Suspense } from 'react';
import { type SectionPage, usePageSections } from '@/lib/page-sections';
import { ListSkeleton } from './page-states';

interface PageSectionSlotProps {
  page: SectionPage;
  /** On a page with two columns, only the sections of this one (sections without a column go to main). */
  column?: 'main' | 'side';
}

/** Where a page shows the sections other features add to it, each with a skeleton while it loads. */
export function PageSectionSlot({ page, column }: PageSectionSlotProps) {
  const sections = usePageSections(page).filter(
    (section) => column === undefined || (section.column ?? 'main') === column,
  );
  return sections.map(({ id, Section }) => (
    <Suspense key={id} fallback={<ListSkeleton rows={2} />}>
      <Section />
    </Suspense>
  ));
}

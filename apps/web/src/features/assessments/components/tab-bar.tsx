import { Button, Group } from '@mantine/core';
import type { KeyboardEvent } from 'react';

/**
 * A small tab list (WAI-ARIA tabs: arrow keys move between tabs, the selected one is focusable),
 * used instead of Mantine's Tabs so the app's other pages do not share and split its chunk.
 */
export function TabBar<Value extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
}: {
  tabs: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  idPrefix: string;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.value === value);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.value);
    document.getElementById(`${idPrefix}-tab-${next.value}`)?.focus();
  }
  return (
    <Group role="tablist" grow gap={0} mb="md" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <Button
            key={tab.value}
            id={`${idPrefix}-tab-${tab.value}`}
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${tab.value}`}
            tabIndex={selected ? 0 : -1}
            variant={selected ? 'light' : 'subtle'}
            radius={0}
            style={{
              borderBottom: `2px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--talent-border)'}`,
            }}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </Button>
        );
      })}
    </Group>
  );
}

import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import { formatMillionAxisLabel } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

interface SalaryChartProps {
  /** [bottom 10%, average, top 10%] in IDR million. */
  points: readonly [number, number, number];
  label: string;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value: unknown };
}

/**
 * A point's name a word per line ('Bottom' over '10%'): on a phone the three names side by side in
 * one line each ran into one another.
 */
function WordPerLineTick({ x: tickX = 0, y: tickY = 0, payload }: TickProps) {
  const [x, y] = [Number(tickX), Number(tickY)];
  const words = String(payload?.value ?? '').split(' ');
  return (
    <text x={x} y={y + 12} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
      {words.map((word, index) => (
        <tspan key={word} x={x} dy={index === 0 ? 0 : 13}>
          {index < words.length - 1 ? `${word} ` : word}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The three points of the result (spec section 2), in IDR million with axis labels written out in
 * full rupiah. Loaded on its own when a result arrives, so the chart library is not part of the
 * page's first load.
 */
export default function SalaryChart({ points, label }: SalaryChartProps) {
  const { t } = useTranslation('salary');
  const data = [
    { point: t('result.bottom'), salary: points[0] },
    { point: t('result.average'), salary: points[1] },
    { point: t('result.top'), salary: points[2] },
  ];
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <LineChart
        h={260}
        data={data}
        dataKey="point"
        series={[{ name: 'salary', label: t('result.axis'), color: 'blue.7' }]}
        curveType="monotone"
        strokeWidth={3}
        dotProps={{ r: 5 }}
        withLegend={false}
        gridAxis="y"
        xAxisProps={{ interval: 0, padding: { left: 36, right: 36 }, tick: WordPerLineTick, height: 44 }}
        yAxisProps={{ width: 84, domain: ['auto', 'auto'], tick: { fontSize: 11 } }}
        valueFormatter={formatMillionAxisLabel}
        tooltipAnimationDuration={150}
      />
      <VisuallyHidden component="figcaption">
        {data.map((row) => `${row.point}: IDR ${formatMillionAxisLabel(row.salary)}`).join('; ')}
      </VisuallyHidden>
    </figure>
  );
}

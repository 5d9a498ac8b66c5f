import { scaleLinear } from 'd3-scale';
import type { GroupReport, InsightsReport } from './insights-report';
import { VITAL_NAMES } from '@tipwell/core';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const seconds = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});

function duration(ms: number): string {
  return `${seconds.format(ms / 1000)} s`;
}

function vitalText(name: string, value: number | null): string {
  if (value === null) return '–';
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** An ISO time as a manager reads it: '2026-11-25 00:34 UTC'. */
function when(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso)
    ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
    : iso;
}

function groupTitle(report: InsightsReport, group: GroupReport): string {
  if (group.group === 'All') return 'All guests';
  return report.groupBy === 'kind' ? `Landing kind ${group.group}` : `Location ${group.group}`;
}

function groupText(report: InsightsReport, group: GroupReport): string {
  const lines = [groupTitle(report, group)];
  lines.push('  Funnel');
  const width = Math.max(...group.funnel.map((s) => s.label.length));
  for (const [index, stage] of group.funnel.entries()) {
    const rate = index === 0 ? '' : `  ${percent.format(stage.fromPrevious)} of the step before`;
    lines.push(`    ${stage.label.padEnd(width)}  ${String(stage.journeys).padStart(5)}${rate}`);
  }
  const landed = group.funnel[0]?.journeys ?? 0;
  const captured = group.funnel[3]?.journeys ?? 0;
  lines.push(`    Landed to captured: ${landed === 0 ? '–' : percent.format(captured / landed)}`);
  lines.push(
    group.timeToCaptured === null
      ? '  Time from landing to captured: –'
      : `  Time from landing to captured: median ${duration(group.timeToCaptured.median)}, p75 ${duration(group.timeToCaptured.p75)}`,
  );
  lines.push(
    group.feeKeptOn === null
      ? '  Kept the convenience fee on: –'
      : `  Kept the convenience fee on: ${percent.format(group.feeKeptOn.share)} of ${group.feeKeptOn.of} paying guests`,
  );
  lines.push(
    group.failures.length === 0
      ? '  Failed payments: none'
      : `  Failed payments: ${group.failures.map((f) => `${f.reason} ${f.count}`).join(', ')}`,
  );
  lines.push(
    `  Web vitals (p75): ${VITAL_NAMES.map((name) => `${name} ${vitalText(name, group.vitals[name])}`).join(', ')}`,
  );
  lines.push(
    `  Codes not found: ${group.notFound}; errors in guests' browsers: ${group.clientErrors}`,
  );
  return lines.join('\n');
}

/** The report as the terminal prints it. */
export function formatInsightsText(report: InsightsReport): string {
  const head = `Tipwell insights from ${when(report.from)} to ${when(report.to)}, per ${report.groupBy === 'kind' ? 'landing kind' : 'location'}`;
  return `${[head, ...report.groups.map((group) => groupText(report, group))].join('\n\n')}\n`;
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The funnel as horizontal bars (SVG), the bar lengths from a d3 linear scale. */
function funnelChart(group: GroupReport): string {
  const rowHeight = 28;
  const labelWidth = 150;
  const chartWidth = 300;
  const max = Math.max(1, ...group.funnel.map((s) => s.journeys));
  const x = scaleLinear().domain([0, max]).range([0, chartWidth]);
  const rows = group.funnel.map((stage, index) => {
    const y = index * rowHeight;
    const width = x(stage.journeys);
    return `<g transform="translate(0 ${y})"><text x="0" y="18">${escape(stage.label)}</text><rect x="${labelWidth}" y="4" width="${width.toFixed(1)}" height="20" fill="#1AD9B6"></rect><text x="${(labelWidth + width + 6).toFixed(1)}" y="18">${stage.journeys}</text></g>`;
  });
  const height = rowHeight * group.funnel.length;
  return `<svg role="img" aria-label="Funnel of ${escape(group.group)}" viewBox="0 0 ${labelWidth + chartWidth + 60} ${height}" width="${labelWidth + chartWidth + 60}" height="${height}" font-family="system-ui, sans-serif" font-size="13">${rows.join('')}</svg>`;
}

/** The same report as a small page with a funnel chart per group (`npm run insights -- --html FILE`). */
export function formatInsightsHtml(report: InsightsReport): string {
  const sections = report.groups.map(
    (group) =>
      `<section><h2>${escape(groupTitle(report, group))}</h2>${funnelChart(group)}<pre>${escape(groupText(report, group).split('\n').slice(1).join('\n'))}</pre></section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tipwell insights</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;color:#200E32;margin:2rem;max-width:60rem}pre{font-size:.9rem;white-space:pre-wrap}svg{max-width:100%;height:auto}</style>
</head><body><h1>Tipwell insights</h1><p>${escape(`From ${when(report.from)} to ${when(report.to)}, per ${report.groupBy === 'kind' ? 'landing kind' : 'location'}`)}</p>
${sections.join('\n')}
</body></html>
`;
}

import { View, parse } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { InsightsReport, MoneyRow, Section } from './insights-report';
import { dayLabel, detailLines, dollars, moneyLines, timeZoneNote } from './format-insights';

/**
 * `npm run insights -- --html FILE`: the report as one static page (decision 0035). Its charts are
 * Vega-Lite specs rendered to SVG here, by Vega's own renderer in Node: no script on the page. Every
 * chart of a kind shares one scale (a bar's length means the same in every section), carries its
 * value after each bar and its label above it (no axis to read); the charts are drawn at a width
 * that fits a 390 px phone, so their 14 px text is never scaled down.
 */

/** The chart's width: it fits a 390 px phone inside the page's 16 px margins. */
const PLOT_WIDTH = 320;
/** The scale reaches this many times the largest value: the rest is room for the values. */
const VALUE_ROOM = 1.6;
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const INK = '#200E32';
const BAR = '#0B7A66';

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Bar {
  readonly label: string;
  readonly value: number;
  readonly text: string;
}

/**
 * Horizontal bars on a scale from 0 to `max`, each with its label above it and its value after it:
 * the bars take the phone's whole width, and no axis but the bars' own baseline.
 */
function barSpec(bars: readonly Bar[], max: number): TopLevelSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    width: PLOT_WIDTH,
    height: { step: 46 },
    background: 'white',
    padding: { left: 0, right: 0, top: 4, bottom: 0 },
    data: { values: bars.map((bar) => ({ ...bar })) },
    encoding: {
      y: { field: 'label', type: 'nominal', sort: null, axis: null },
    },
    layer: [
      {
        mark: { type: 'bar', color: BAR, height: 18, yOffset: 10 },
        encoding: {
          x: {
            field: 'value',
            type: 'quantitative',
            // Room after the longest bar for its value.
            scale: { domain: [0, Math.max(1, max) * VALUE_ROOM], nice: false, clamp: true },
            axis: null,
          },
        },
      },
      {
        mark: { type: 'text', align: 'left', baseline: 'middle', dx: 6, yOffset: 10, fontSize: 14 },
        encoding: {
          x: { field: 'value', type: 'quantitative' },
          text: { field: 'text', type: 'nominal' },
        },
      },
      {
        mark: { type: 'text', align: 'left', baseline: 'middle', yOffset: -10, fontSize: 14 },
        encoding: { x: { datum: 0 }, text: { field: 'label', type: 'nominal' } },
      },
    ],
    config: { font: FONT, view: { stroke: null }, text: { color: INK } },
  };
}

/** The chart as SVG, named for assistive technology by what it shows. */
async function svg(spec: TopLevelSpec, description: string): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    const drawn = await view.toSVG();
    return drawn.replace('<svg ', `<svg role="img" aria-label="${escape(description)}" `);
  } finally {
    view.finalize();
  }
}

function figure(chart: string, caption: string): string {
  return `<figure>${chart}<figcaption>${escape(caption)}</figcaption></figure>`;
}

function list(lines: readonly string[]): string {
  return `<ul>${lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`;
}

async function moneyChart(rows: readonly MoneyRow[], max: number, what: string): Promise<string> {
  const bars = rows.map((row) => ({
    label: row.label,
    value: row.money.tips,
    text: `${dollars(row.money.tips)} (${row.money.payments})`,
  }));
  const chart = await svg(
    barSpec(bars, max),
    `Tips given ${what}: ${bars.map((b) => `${b.label} ${b.text}`).join(', ')}`,
  );
  return figure(chart, `Tips given ${what}, with the number of payments`);
}

async function sectionHtml(
  section: Section,
  scales: { readonly guests: number; readonly tips: number },
): Promise<string> {
  const funnel = section.funnel.map((stage) => ({
    label: stage.label,
    value: stage.journeys,
    text: stage.journeys.toLocaleString('en-US'),
  }));
  const parts = [
    `<h2>${escape(section.title)}</h2>`,
    figure(
      await svg(
        barSpec(funnel, scales.guests),
        `Guests at each step: ${funnel.map((s) => `${s.label} ${s.text}`).join(', ')}`,
      ),
      'Guests at each step',
    ),
    '<h3>Money</h3>',
    list(moneyLines(section.money)),
  ];
  if (section.byLanding.length > 0) {
    parts.push(await moneyChart(section.byLanding, scales.tips, 'by way in'));
  }
  if (section.byDay.length > 0) {
    const days = section.byDay.map((row) => ({ ...row, label: dayLabel(row.label) }));
    parts.push(await moneyChart(days, scales.tips, 'by day'));
  }
  parts.push('<h3>How it went</h3>', list(detailLines(section)));
  return `<section>${parts.join('\n')}</section>`;
}

const STYLE = `
:root{color:${INK};background:#fff;font:16px/1.5 ${FONT}}
body{margin:0 auto;padding:16px;max-width:48rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
h2{font-size:1.25rem;margin:2rem 0 .5rem;border-top:1px solid #ccc;padding-top:1rem}
h3{font-size:1rem;margin:1rem 0 .25rem}
ul{padding-left:1.25rem;margin:.25rem 0}
figure{margin:.5rem 0}
figcaption{font-size:.875rem}
svg{display:block;max-width:100%;height:auto}
@media print{:root{font-size:11pt}body{max-width:none;padding:0}section{break-inside:avoid}}
`;

/** The report as a static, printable page with its charts as inline SVG. */
export async function formatInsightsHtml(report: InsightsReport): Promise<string> {
  const sections = [report.all, ...report.locations];
  const tipRows = sections.flatMap((s) => [...s.byLanding, ...s.byDay]);
  const scales = {
    guests: Math.max(0, ...sections.map((s) => s.funnel[0]?.journeys ?? 0)),
    tips: Math.max(0, ...tipRows.map((row) => row.money.tips)),
  };
  const body: string[] = [];
  for (const section of sections) body.push(await sectionHtml(section, scales));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tipwell report</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style>
</head><body><h1>Tipwell report</h1><p>${escape(timeZoneNote(report))}</p>
${body.join('\n')}
</body></html>
`;
}

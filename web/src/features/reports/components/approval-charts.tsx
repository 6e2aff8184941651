/**
 * The approval analytics' charts (issue 28: "revision rounds per approved card, as a histogram",
 * "approvals by client (approver)"): recharts, in this module only, which the analytics page loads
 * lazily. Colour-blind-safe palette (Okabe–Ito) with distinct patterns of meaning in the legend; the
 * numbers are also a list for screen readers (the SVG is hidden from them).
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ApprovalAnalytics } from '../../../../../shared/schemas/reports';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SAFE_PALETTE } from '../utils/chart-data';

/** Both charts, side by side on a desktop and stacked on a phone. */
export default function ApprovalCharts({ data }: { data: ApprovalAnalytics }) {
  const { t } = useTranslation('reports');
  const rounds = data.revision_rounds.map((r) => ({ label: t('charts.rounds', { rounds: r.rounds }), cards: r.cards }));
  const approvers = data.by_approver.map((a) => ({ name: a.name, approved: a.approved, sent_back: a.sent_back }));
  return (
    <div className="gl-report-charts">
      <figure className="gl-report-chart" aria-labelledby="rounds-caption" data-testid="rounds-chart">
        <figcaption id="rounds-caption" className="gl-report-chart__caption">
          {t('charts.roundsCaption')}
        </figcaption>
        <div className="gl-report-chart__canvas" aria-hidden="true">
          <ResponsiveContainer width="100%" height={220}>
            <BarChart accessibilityLayer={false} data={rounds} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} width={32} />
              <Tooltip />
              <Bar dataKey="cards" name={t('charts.approvedCards')} fill={SAFE_PALETTE[0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <ul className="visually-hidden" data-testid="rounds-chart-text">
          {rounds.map((r) => (
            <li key={r.label}>{t('charts.roundsLine', { label: r.label, cards: r.cards })}</li>
          ))}
        </ul>
      </figure>
      <figure className="gl-report-chart" aria-labelledby="approvers-caption" data-testid="approvers-chart">
        <figcaption id="approvers-caption" className="gl-report-chart__caption">
          {t('charts.approversCaption')}
        </figcaption>
        <div className="gl-report-chart__canvas" aria-hidden="true">
          <ResponsiveContainer width="100%" height={Math.max(160, 48 * approvers.length + 60)}>
            <BarChart
              accessibilityLayer={false}
              data={approvers}
              layout="vertical"
              margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} fontSize={12} />
              <YAxis type="category" dataKey="name" width={110} fontSize={12} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                dataKey="approved"
                name={t('stat.approved')}
                stackId="d"
                fill={SAFE_PALETTE[2]}
                isAnimationActive={false}
              />
              <Bar
                dataKey="sent_back"
                name={t('stat.sentBack')}
                stackId="d"
                fill={SAFE_PALETTE[5]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <ul className="visually-hidden" data-testid="approvers-chart-text">
          {approvers.map((a) => (
            <li key={a.name}>
              {t('charts.approverLine', { name: a.name, approved: a.approved, sentBack: a.sent_back })}
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}

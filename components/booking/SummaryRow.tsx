/** One "label … amount" row of a price list (invoice, estimate). */
export const SummaryRow = (label: string, value: string, testId?: string, strong = false) => (
  <div key={testId ?? label} className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold' : ''}`}>
    <dt>{label}</dt>
    {/* An amount never breaks after its "$ " on a narrow column. */}
    <dd data-testid={testId} className="whitespace-nowrap">
      {value}
    </dd>
  </div>
);

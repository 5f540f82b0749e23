import { AppLink as Link } from '@/components/ui/AppLink';
import { formatCents } from '@/lib/format/price';
import { adminApi } from '../adminApi';
import { PayloadView } from '../PayloadView';
import { ActionResult, ageLabel, Badge, dangerButtonClass, ErrorNote, Panel, secondaryButtonClass, when } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { AssignForm } from './AssignForm';
import { BookingActions, type BookingState } from './BookingActions';
import { AmendBooking } from './AmendBooking';
import { BookingEmailForm } from './BookingEmailForm';
import { ConvertToBooking } from './ConvertToBooking';
import { HistoryList } from './HistoryList';
import { InboxList } from './InboxList';
import { ReplyForm } from './ReplyForm';
import { detailAfter, type InboxDetail, type InboxRequest } from './types';
import { dueInFull } from '@/lib/booking/statusWording';
import { amountDue } from '@/lib/booking/amountDue';

/** One request exactly as sent, the traveller's earlier ones beside it, its history and what can be done. */
export function RequestDetail({ number }: { number: string }) {
  const { data, setData, error, loading } = useAdminGet<InboxDetail>(`/inbox/${encodeURIComponent(number)}`);
  // Closing and reopening share one result line: it says what was done last.
  const close = useAction();

  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">{loading ? 'Loading…' : ''}</p>;
  const { request, earlier } = data;
  const onDetail = (body: unknown) => setData((previous) => (previous ? detailAfter(previous, body) : previous));
  const onRequest = (r: InboxRequest) => onDetail({ request: r });
  /** Close or reopen (POST inbox/{number}/close|reopen): the request as it is after, and one line saying what was done. */
  const closing = (step: 'close' | 'reopen', said: string) =>
    close.run(() => adminApi.post(`/inbox/${encodeURIComponent(request.number)}/${step}`), (res) => {
      onDetail(res.data);
      return said;
    });
  // A quote closed or booked already (a reopened one is open again), or a message closed (its history says so), cannot be closed again.
  const closed = ['closed', 'booked'].includes(request.status) || (request.kind === 'contact' && Boolean(request.history?.some((h) => h.action === 'close')));

  // On a phone (one column) the status, money and actions come first and the raw data and history
  // after them; from lg up the actions stand in their own column beside both.
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
      <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
        <Panel title="Request" testId="request-summary">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge>{request.kind}</Badge>
            <span className="font-mono font-semibold">{request.number}</span>
            <Badge tone={request.overdue ? 'alert' : 'plain'}>{request.status}</Badge>
            {request.overdue ? <Badge tone="alert">⚠ overdue</Badge> : null}
            <span className="text-night-700">
              {when(request.createdAt)} ({ageLabel(request.ageHours)} ago)
            </span>
          </div>
          <p className="mt-2 text-sm">
            <span className="font-semibold">{request.name}</span> ·{' '}
            <a className="underline" href={`mailto:${request.email}`}>
              {request.email}
            </a>{' '}
            · <span className="uppercase">{request.language}</span>
            {request.affiliate ? ' · came through an affiliate' : ''}
          </p>
        </Panel>
        {request.booking ? <MoneyPanel booking={request.booking as unknown as BookingMoney} /> : null}
      </div>
      <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1" data-testid="request-actions">
        {request.kind === 'booking' && request.booking ? (
          <Panel title="Booking actions">
            <BookingActions number={request.number} booking={request.booking as unknown as BookingState} onDetail={onDetail} />
          </Panel>
        ) : null}
        <Panel title="Actions">
          <div className="space-y-5">
            <AssignForm request={request} onDetail={onDetail} />
            <ReplyForm request={request} onDetail={onDetail} />
            {request.kind !== 'booking' ? (
            <div>
              <button
                type="button"
                className={dangerButtonClass}
                disabled={close.busy || closed}
                onClick={() => closing('close', 'Request closed.')}
              >
                {closed ? 'Closed' : 'Close request'}
              </button>
              {request.kind === 'quote' && request.status === 'closed' ? (
                <div className="mt-3">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={close.busy}
                    onClick={() => closing('reopen', 'Request reopened: it is back on the list to work on.')}
                  >
                    Reopen request
                  </button>
                </div>
              ) : null}
              {/* Once the quote became a booking, what closing or reopening said last no longer holds. */}
              {request.status === 'booked' ? null : <ActionResult status={close.status} testId="close-result" />}
            </div>
            ) : null}
          </div>
        </Panel>
        {request.kind === 'quote' && request.tour ? (
          <Panel title="Turn into booking">
            <ConvertToBooking request={request} tour={request.tour} onRequest={onRequest} />
          </Panel>
        ) : null}
        {request.kind === 'booking' ? (
          <Panel title="Traveller's email">
            <BookingEmailForm number={request.number} email={request.email} onDetail={onDetail} />
          </Panel>
        ) : null}
        {request.kind === 'booking' && request.booking ? (
          <Panel title="Change the booking" testId="amend-panel">
            <AmendBooking number={request.number} version={`${request.booking.status}:${request.booking.paidCents}`} onSaved={() => void adminApi.get(`/inbox/${encodeURIComponent(request.number)}`).then((res) => onDetail(res.data))} />
          </Panel>
        ) : null}
        <Panel title={`Earlier requests (${earlier.length})`} testId="earlier">
          <InboxList items={earlier} compact />
        </Panel>
        <Link href="/admin/inbox" className="inline-block text-sm underline">
          ← Back to the inbox
        </Link>
      </div>
      <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-2">
        <Panel title="As sent" testId="request-payload">
          {request.kind === 'booking' ? (
            <details><summary className="cursor-pointer text-sm">Every answer as sent</summary><PayloadView data={request.payload} /></details>
          ) : (
            <PayloadView data={request.payload} />
          )}
        </Panel>
        {request.booking ? (
          <Panel title="Booking" testId="request-booking">
            <details><summary className="cursor-pointer text-sm">Every field of the booking</summary><PayloadView data={request.booking} /></details>
          </Panel>
        ) : null}
        <Panel title="History">
          <HistoryList history={request.history} />
        </Panel>
      </div>
    </div>
  );
}

export type BookingMoney = {
  status: string; totalCents: number; depositCents: number; depositDueDate: string | null; paidCents: number; balanceCents: number; balanceDueDate: string;
  payments?: { method: string; status: string; amountCents: number; at: string }[];
};

/** By when what is owed is due: all of it by the invoice's date, or the deposit's rest by its date and the balance later. */
function owedWhen(b: BookingMoney, inFull: boolean): string {
  if (inFull) return `all due ${b.depositDueDate}`;
  const due = amountDue(b);
  if (due.kind === 'deposit' && b.depositDueDate) return `deposit ${formatCents(due.cents)} due ${b.depositDueDate}, the rest by ${b.balanceDueDate}`;
  return `balance due ${b.balanceDueDate}`;
}

/** Where a booking stands in money: total, deposit, paid, what is still owed and by when. */
export function MoneyPanel({ booking }: { booking: BookingMoney }) {
  const cancelled = booking.status === 'cancelled';
  // Invoiced in full (the trip starts within the deposit window): all of it is due by the invoice's date.
  const inFull = dueInFull(booking) && Boolean(booking.depositDueDate);
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-3 py-0.5"><dt>{label}</dt><dd className="font-semibold" data-testid={testId}>{value}</dd></div>
  );
  return (
    <Panel title="Money" testId="booking-money">
      <dl className="text-sm">
        {row('Status', booking.status)}
        {row('Total', formatCents(booking.totalCents), 'money-total')}
        {row(`Deposit${booking.depositDueDate ? ` (due ${booking.depositDueDate})` : ''}`, formatCents(booking.depositCents))}
        {row('Paid', formatCents(booking.paidCents), 'money-paid')}
        {cancelled ? null : row(`Still owed (${owedWhen(booking, inFull)})`, formatCents(booking.balanceCents), 'money-owed')}
        {/* A total lowered below what was paid: the difference is the traveller's (paid back with the refund form, under the booking's changes). */}
        {!cancelled && booking.paidCents > booking.totalCents ? row('Paid over the total: to refund', formatCents(booking.paidCents - booking.totalCents), 'money-overpaid') : null}
        {/* A cancelled booking owes nothing; what was paid and not yet refunded waits for the refund the terms allow. */}
        {cancelled && booking.paidCents > 0 ? row('Paid, not yet refunded: refund what the terms allow', formatCents(booking.paidCents), 'money-cancelled-paid') : null}
        {/* The traveller is on the provider's page (or left it): a transfer recorded now may be paid twice (walked). */}
        {(booking.payments ?? [])
          .filter((p) => p.method === 'online' && p.status === 'pending')
          .map((p) => row(`Online payment opened ${p.at.slice(0, 16).replace('T', ' ')} UTC, not settled yet`, formatCents(p.amountCents), 'money-online-open'))}
      </dl>
    </Panel>
  );
}

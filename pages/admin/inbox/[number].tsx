import { useRouter } from 'next/router';
import { AdminLayout } from '@/components/admin/AdminLayout';
import { RequestDetail } from '@/components/admin/inbox/RequestDetail';

export default function AdminInboxRequest() {
  const router = useRouter();
  const number = typeof router.query.number === 'string' ? router.query.number : '';
  return <AdminLayout title={number ? `Request ${number}` : 'Request'}>{number ? <RequestDetail key={number} number={number} /> : null}</AdminLayout>;
}
AdminInboxRequest.bare = true;

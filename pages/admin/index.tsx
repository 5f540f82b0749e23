import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { AdminLayout, sectionsFor, useOperator } from '@/components/admin/AdminLayout';

/** Signed in: on to the first section the operator's role opens (the inbox, or the tours for an editor). */
function GoToFirstSection() {
  const router = useRouter();
  const operator = useOperator();
  const first = operator ? sectionsFor(operator.role)[0] : undefined;
  useEffect(() => {
    if (first) void router.replace(first.href);
  }, [router, first]);
  return <p role="status">Opening {first ? first.label.toLowerCase() : 'the back office'}…</p>;
}

export default function AdminHome() {
  return (
    <AdminLayout title="Back office">
      <GoToFirstSection />
    </AdminLayout>
  );
}
AdminHome.bare = true;

import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { AdminLayout } from '@/components/admin/AdminLayout';

/** Signed in: on to the inbox. Signed out, AdminLayout shows the login form in its place. */
function GoToInbox() {
  const router = useRouter();
  useEffect(() => {
    void router.replace('/admin/inbox');
  }, [router]);
  return <p role="status">Opening the inbox…</p>;
}

export default function AdminHome() {
  return (
    <AdminLayout title="Back office">
      <GoToInbox />
    </AdminLayout>
  );
}
AdminHome.bare = true;

import type { GetServerSideProps } from 'next';

// Renders the 404 page with a real 404 status: no soft 404s for crawlers.
export default function Error404() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async () => ({ notFound: true });

import Head from 'next/head';

/**
 * The page's schema.org objects, one script each, in the served HTML and replaced on client-side
 * navigation. Written by hand, not with next-seo's JSON-LD components: those escape only the exact
 * text "</script>", so a tour name or article holding "</script >" or "</script/" would still
 * close the element, and they have no TouristTrip or TouristDestination. Escaping every "<" as
 * \u003c keeps any text inside the script, and JSON parsers read it back unchanged.
 */
export function StructuredData({ things }: { things: Record<string, unknown>[] }) {
  return (
    <Head>
      {things.map((thing, i) => (
        <script key={`ld-${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(thing) }} />
      ))}
    </Head>
  );
}

function jsonLdText(thing: Record<string, unknown>) {
  return JSON.stringify(thing).replace(/</g, '\\u003c');
}

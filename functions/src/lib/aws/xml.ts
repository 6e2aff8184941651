/**
 * Reading S3's XML answers (ListObjectsV2, CreateMultipartUpload, errors; decisions I18): they are
 * flat, so an element's text is found by name, without a full XML parser (fast-xml-parser, which the
 * SDK uses, would add 64 KB to each bundle that lists or deletes a prefix).
 */

/** The text of XML element `name` in `xml` (S3's flat answers), entities decoded; undefined when absent. */
export function xmlText(xml: string, name: string): string | undefined {
  return xmlTexts(xml, name)[0];
}

/** The text of every XML element `name` in `xml`, in order, entities decoded. */
export function xmlTexts(xml: string, name: string): string[] {
  const texts: string[] = [];
  for (const match of xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))) texts.push(decodeXmlEntities(match[1]));
  return texts;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) =>
    entity.startsWith('#') ? String.fromCodePoint(Number(entity.startsWith('#x') ? `0x${entity.slice(2)}` : entity.slice(1))) : XML_ENTITIES[entity.toLowerCase()],
  );
}

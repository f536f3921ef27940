import type { AccountLanguage } from '@talent/contract';
import type { OutgoingMail } from './mailer.ts';

/** A paragraph of a mail: plain words, or a link that HTML shows as a button. */
export type MailParagraph = string | { link: string; label: string };

export interface MailContent {
  to: string;
  subject: string;
  paragraphs: readonly MailParagraph[];
  /** Small print under the signature: why the mail came, and how to stop mails like it. */
  footer?: readonly MailParagraph[];
  headers?: Record<string, string>;
  /** The language the mail is written in, for the reader's screen reader and spelling; English unless said. */
  language?: AccountLanguage;
}

/**
 * DESIGN.md's brand blue and ink. Mail clients drop stylesheets and most block SVG, so the mark is
 * drawn with inline styles on a table cell rather than taken from the web app's theme.
 */
const brandBlue = '#2f5bea';
const ink = '#0f172a';
const muted = '#475569';
const font = "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/**
 * Every mail Talent sends, in one look: the mark and the name on top, the paragraphs, a signature
 * and the small print; a plain-text twin with each link written out, which the development
 * mailbox reads the links from.
 */
export function composeMail({
  to,
  subject,
  paragraphs,
  footer = [],
  headers,
  language = 'en',
}: MailContent): OutgoingMail {
  const text = [...paragraphs.map(textOf), 'Talent', ...footer.map(textOf)].join('\n\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f6f7fb;font-family:${font};color:${ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto">
<tr><td style="padding:0 0 16px">${markHtml}</td></tr>
<tr><td style="background:#ffffff;border:1px solid #e4e7ee;border-radius:12px;padding:24px;font-size:16px;line-height:1.5">
${paragraphs.map(paragraphHtml).join('\n')}
<p style="margin:24px 0 0">Talent</p>
</td></tr>
${footer.length ? `<tr><td style="padding:16px 8px 0;font-size:12px;line-height:1.5;color:${muted}">${footer.map(smallPrintHtml).join('\n')}</td></tr>` : ''}
</table>
</body></html>`;
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}

const markHtml = `<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="width:32px;height:32px;background:${brandBlue};border-radius:8px;color:#ffffff;font:700 18px/32px ${font};text-align:center">T</td>
<td style="padding-left:8px;font:700 20px/32px ${font};color:${ink}">Talent</td>
</tr></table>`;

function textOf(paragraph: MailParagraph): string {
  return typeof paragraph === 'string' ? paragraph : `${paragraph.label}: ${paragraph.link}`;
}

function paragraphHtml(paragraph: MailParagraph): string {
  if (typeof paragraph === 'string') return `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`;
  const link = escapeHtml(paragraph.link);
  // The address under the button is for clients that show no button, and for copying.
  return `<p style="margin:8px 0 16px"><a href="${link}" style="display:inline-block;background:${brandBlue};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(paragraph.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:${muted};word-break:break-all">${link}</p>`;
}

function smallPrintHtml(paragraph: MailParagraph): string {
  if (typeof paragraph === 'string') return `<p style="margin:0 0 8px">${escapeHtml(paragraph)}</p>`;
  return `<p style="margin:0 0 8px"><a href="${escapeHtml(paragraph.link)}" style="color:${muted}">${escapeHtml(paragraph.label)}</a></p>`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

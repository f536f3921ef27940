import type { FastifyInstance } from 'fastify';
import type { AfterAnswer } from '../work/after-answer.ts';
import { escapeHtml } from './mail-layout.ts';
import type { MailsRepository, StoredMail } from './mails.repository.ts';

export const mailboxPath = '/dev/mailbox';

const pageSize = 50;

/**
 * The development mailbox: the mails kept in the database, newest first, with their links
 * clickable, so a person (or a browser journey) can follow a verify or reset link. Only
 * registered outside production.
 */
export function registerMailboxPage(
  app: FastifyInstance,
  mails: MailsRepository,
  afterAnswer?: Pick<AfterAnswer, 'settled'>,
): void {
  app.get<{ Querystring: { to?: string } }>(
    mailboxPath,
    { schema: { hide: true } },
    async (request, reply) => {
      const to =
        typeof request.query.to === 'string' && request.query.to.trim() ? request.query.to : undefined;
      // Mails go out after the answer that asked for them; the page shows them once they are sent.
      await afterAnswer?.settled();
      const list = await mails.listMails({ to, limit: pageSize });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(mailboxHtml(list, to));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${mailboxPath}/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const mail = Number.isSafeInteger(id) && id > 0 ? await mails.findMail(id) : undefined;
      if (!mail) {
        return reply.code(404).type('text/html; charset=utf-8').send(page('Mail not found', notFoundBody()));
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mail.html);
    },
  );
}

export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

function mailboxHtml(list: StoredMail[], to: string | undefined): string {
  const filter = `<form method="get" action="${mailboxPath}">
<label for="to">Recipient</label> <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}">
<button type="submit">Filter</button> <a href="${mailboxPath}">Show all</a>
</form>`;
  const items = list.map(
    (mail) => `<li><article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to)}, <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toUTCString())}</time></p>
<ul>${linksIn(mail.text)
      .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
      .join('')}</ul>
<p><a href="${mailboxPath}/${mail.id}">Open the mail</a></p>
<pre>${escapeHtml(mail.text)}</pre>
</article></li>`,
  );
  const body = list.length
    ? `<ol>${items.join('\n')}</ol>`
    : '<p>No mails yet. Sign up or ask for a password reset, then reload this page.</p>';
  return page('Development mailbox', `${filter}\n${body}`);
}

function notFoundBody(): string {
  return `<p>This mail does not exist. <a href="${mailboxPath}">Back to the mailbox</a></p>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

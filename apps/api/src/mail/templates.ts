import { type Locale, translate } from '@pharmatrace/domain';

/**
 * The e-mails the portal sends: plain text and a simple HTML version of the same words.
 * Every value put into HTML is escaped. Each is written in its recipient's language (issue #27):
 * the words are the catalogue's (packages/domain/src/i18n), English unless told otherwise.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Paragraphs are plain strings; a `{ link }` entry becomes a button-like link. */
type Block = string | { link: string; label: string } | { code: string };

function render(subject: string, blocks: Block[], locale: Locale = 'en'): MailContent {
  const footer = translate(locale, 'mail.footer');
  const text = [
    ...blocks.map((b) => (typeof b === 'string' ? b : 'link' in b ? `${b.label}: ${b.link}` : b.code)),
    '',
    footer,
  ].join('\n\n');
  const body = blocks
    .map((b) => {
      if (typeof b === 'string') return `<p>${escapeHtml(b)}</p>`;
      if ('link' in b)
        return `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 18px;background:#0f6e63;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(b.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(b.link)}</p>`;
      return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;font-family:monospace">${escapeHtml(b.code)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c2b2a;max-width:560px;margin:24px auto">
<h2 style="color:#0f6e63">Pharmatrace</h2>
${body}
<hr style="border:none;border-top:1px solid #dde"><p style="font-size:12px;color:#777">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}

export function confirmationMail(
  p: { name: string; code: string; link: string },
  locale: Locale = 'en',
): MailContent {
  return render(
    translate(locale, 'mail.confirm.subject'),
    [
      translate(locale, 'mail.hello', { name: p.name }),
      translate(locale, 'mail.confirm.intro'),
      { link: p.link, label: translate(locale, 'mail.confirm.button') },
      translate(locale, 'mail.confirm.code', { code: p.code }),
    ],
    locale,
  );
}

export function resetCodeMail(
  p: { name: string; code: string; link: string },
  locale: Locale = 'en',
): MailContent {
  return render(
    translate(locale, 'mail.reset.subject'),
    [
      translate(locale, 'mail.hello', { name: p.name }),
      translate(locale, 'mail.reset.intro'),
      { code: p.code },
      translate(locale, 'mail.reset.validity'),
      { link: p.link, label: translate(locale, 'mail.reset.button') },
      translate(locale, 'mail.reset.ignore'),
    ],
    locale,
  );
}

export function invitationMail(
  p: {
    name: string;
    inviterCompany: string;
    email: string;
    temporaryPassword: string;
    link: string;
  },
  locale: Locale = 'en',
): MailContent {
  const company = p.inviterCompany;
  return render(
    translate(locale, 'mail.invitation.subject', { company }),
    [
      translate(locale, 'mail.hello', { name: p.name }),
      translate(locale, 'mail.invitation.intro', { company }),
      translate(locale, 'mail.invitation.login', { email: p.email }),
      { code: p.temporaryPassword },
      translate(locale, 'mail.invitation.validity'),
      { link: p.link, label: translate(locale, 'mail.invitation.button') },
    ],
    locale,
  );
}

export function passwordChangedMail(p: { name: string; link: string }, locale: Locale = 'en'): MailContent {
  return render(
    translate(locale, 'mail.passwordChanged.subject'),
    [
      translate(locale, 'mail.hello', { name: p.name }),
      translate(locale, 'mail.passwordChanged.intro'),
      translate(locale, 'mail.passwordChanged.notYou'),
      { link: p.link, label: translate(locale, 'mail.resetMyPassword') },
    ],
    locale,
  );
}

/** Registration with an address that already has an account: its owner hears of it (issue #8). */
export function registrationAttemptMail(
  p: { name: string; link: string },
  locale: Locale = 'en',
): MailContent {
  return render(
    translate(locale, 'mail.registrationAttempt.subject'),
    [
      translate(locale, 'mail.hello', { name: p.name }),
      translate(locale, 'mail.registrationAttempt.intro'),
      translate(locale, 'mail.registrationAttempt.ifYou'),
      { link: p.link, label: translate(locale, 'mail.resetMyPassword') },
      translate(locale, 'mail.registrationAttempt.notYou'),
    ],
    locale,
  );
}

/**
 * A main user invited an address that already has an account elsewhere: one address is one
 * account, so none is created, and only the address's owner is told (the inviter gets the same
 * answer as for a new address, so it cannot learn who has an account; docs/security.md).
 */
export function invitationToExistingAccountMail(
  p: { name: string; inviterCompany: string },
  locale: Locale = 'en',
): MailContent {
  const company = p.inviterCompany;
  return render(
    translate(locale, 'mail.invitationExisting.subject', { company }),
    [
      translate(locale, 'mail.hello', { name: p.name }),
      translate(locale, 'mail.invitationExisting.intro', { company }),
      translate(locale, 'mail.invitationExisting.ask', { company }),
    ],
    locale,
  );
}

/** A project name typed by a client, fit for a subject line: one line, at most 80 characters. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}

/** The staff moves a client hears of (issue #12). */
/**
 * Staff validated a new account (issue #13, decision 0014): until now the client could look
 * around but not start a project; the e-mail says it can, with a link to its home page.
 */
export function accountValidatedMail(
  p: { name: string; companyName: string; link: string },
  locale: Locale = 'en',
): MailContent {
  return render(
    translate(locale, 'mail.accountValidated.subject'),
    [
      translate(locale, 'mail.hello', { name: p.name }),
      translate(locale, 'mail.accountValidated.intro', { company: p.companyName }),
      { link: p.link, label: translate(locale, 'mail.accountValidated.button') },
    ],
    locale,
  );
}

export type ReviewedStatus = 'CHECK' | 'CHECK2' | 'DRAFT2' | 'COMPLETED';

/**
 * Staff moved a project to a status the client acts on or waits for (issue #12): what happened,
 * to which project, and a link straight to it (its page, or its list once completed).
 */
export function projectReviewedMail(
  p: {
    name: string;
    projectName: string;
    /** 'origin label', 'substance label' or 'carbon footprint', in the mail's language. */
    projectType: string;
    status: ReviewedStatus;
    link: string;
    /** The client list the link opens, for a completed project: 'My Origin labels', 'My Footprints'. */
    listName: string;
  },
  locale: Locale = 'en',
): MailContent {
  const project = translate(locale, 'mail.projectReviewed.yourProject', {
    type: p.projectType,
    name: p.projectName,
  });
  const name = oneLine(p.projectName);
  const hello = translate(locale, 'mail.hello', { name: p.name });
  switch (p.status) {
    case 'CHECK':
    case 'CHECK2':
      return render(
        translate(locale, 'mail.projectReviewed.check.subject', { name }),
        [
          hello,
          translate(locale, 'mail.projectReviewed.check.intro', {
            project:
              p.status === 'CHECK2'
                ? translate(locale, 'mail.projectReviewed.secondPartOf', { project })
                : project,
          }),
          translate(locale, 'mail.projectReviewed.check.text'),
          { link: p.link, label: translate(locale, 'mail.projectReviewed.check.button') },
        ],
        locale,
      );
    case 'DRAFT2':
      return render(
        translate(locale, 'mail.projectReviewed.draft2.subject', { name }),
        [
          hello,
          translate(locale, 'mail.projectReviewed.draft2.intro', { project }),
          translate(locale, 'mail.projectReviewed.draft2.text'),
          { link: p.link, label: translate(locale, 'mail.projectReviewed.draft2.button') },
        ],
        locale,
      );
    case 'COMPLETED':
      return render(
        translate(locale, 'mail.projectReviewed.completed.subject', { name }),
        [
          hello,
          translate(locale, 'mail.projectReviewed.completed.intro', { project, list: p.listName }),
          {
            link: p.link,
            label: translate(locale, 'mail.projectReviewed.completed.button', { list: p.listName }),
          },
        ],
        locale,
      );
  }
}

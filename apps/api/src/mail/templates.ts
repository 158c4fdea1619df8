/**
 * The e-mails the portal sends: plain text and a simple HTML version of the same words.
 * Every value put into HTML is escaped.
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

function render(subject: string, blocks: Block[]): MailContent {
  const text = [
    ...blocks.map((b) => (typeof b === 'string' ? b : 'link' in b ? `${b.label}: ${b.link}` : b.code)),
    '',
    'Pharmatrace: for a sustainable access to health products',
  ].join('\n\n');
  const body = blocks
    .map((b) => {
      if (typeof b === 'string') return `<p>${escapeHtml(b)}</p>`;
      if ('link' in b)
        return `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 18px;background:#0f6e63;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(b.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(b.link)}</p>`;
      return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;font-family:monospace">${escapeHtml(b.code)}</p>`;
    })
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1c2b2a;max-width:560px;margin:24px auto">
<h2 style="color:#0f6e63">Pharmatrace</h2>
${body}
<hr style="border:none;border-top:1px solid #dde"><p style="font-size:12px;color:#777">Pharmatrace: for a sustainable access to health products</p>
</body></html>`;
  return { subject, text, html };
}

export function confirmationMail(p: { name: string; code: string; link: string }): MailContent {
  return render('Confirm your Pharmatrace account', [
    `Hello ${p.name},`,
    'Thank you for registering on Pharmatrace. Please confirm your e-mail address to activate your account.',
    { link: p.link, label: 'Confirm my account' },
    `Your confirmation code is ${p.code}. It is valid for 24 hours.`,
  ]);
}

export function resetCodeMail(p: { name: string; code: string; link: string }): MailContent {
  return render('Your Pharmatrace password reset code', [
    `Hello ${p.name},`,
    'Somebody asked to reset the password of your Pharmatrace account. Use this code to choose a new password:',
    { code: p.code },
    'The code is valid for 1 hour and can be used once.',
    { link: p.link, label: 'Set a new password' },
    'If you did not ask for this, you can ignore this e-mail: your password has not changed.',
  ]);
}

export function invitationMail(p: {
  name: string;
  inviterCompany: string;
  email: string;
  temporaryPassword: string;
  link: string;
}): MailContent {
  return render(`You are invited to Pharmatrace by ${p.inviterCompany}`, [
    `Hello ${p.name},`,
    `${p.inviterCompany} invited you to its Pharmatrace account.`,
    `Log in with your e-mail address ${p.email} and this temporary password, then choose your own password:`,
    { code: p.temporaryPassword },
    'The temporary password is valid for 7 days.',
    { link: p.link, label: 'Log in to Pharmatrace' },
  ]);
}

export function passwordChangedMail(p: { name: string; link: string }): MailContent {
  return render('Your Pharmatrace password was changed', [
    `Hello ${p.name},`,
    'The password of your Pharmatrace account was just changed, and your other sessions were logged out.',
    'If you did not do this, reset your password at once and contact us.',
    { link: p.link, label: 'Reset my password' },
  ]);
}

/** Registration with an address that already has an account: its owner hears of it (issue #8). */
export function registrationAttemptMail(p: { name: string; link: string }): MailContent {
  return render('Someone tried to register with your e-mail address', [
    `Hello ${p.name},`,
    'Somebody just tried to create a new Pharmatrace account with your e-mail address. Your address already has an account, so no new account was created and nothing was changed.',
    'If it was you, you can log in with your existing account, or choose a new password if you forgot it:',
    { link: p.link, label: 'Reset my password' },
    'If it was not you, you can ignore this e-mail.',
  ]);
}

/**
 * A main user invited an address that already has an account elsewhere: one address is one
 * account, so none is created, and only the address's owner is told (the inviter gets the same
 * answer as for a new address, so it cannot learn who has an account; docs/security.md).
 */
export function invitationToExistingAccountMail(p: { name: string; inviterCompany: string }): MailContent {
  return render(`${p.inviterCompany} invited you to Pharmatrace`, [
    `Hello ${p.name},`,
    `${p.inviterCompany} tried to add you as a user of its Pharmatrace account. Your e-mail address already has a Pharmatrace account, and one address can belong to one account only, so you were not added.`,
    `If you should work in ${p.inviterCompany}'s account, ask them to invite another e-mail address of yours.`,
  ]);
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
export function accountValidatedMail(p: { name: string; companyName: string; link: string }): MailContent {
  return render('Your Pharmatrace account is validated', [
    `Hello ${p.name},`,
    `Our team validated the account of ${p.companyName}. You can now order origin labels and carbon footprint studies.`,
    { link: p.link, label: 'Start a project' },
  ]);
}

export type ReviewedStatus = 'CHECK' | 'CHECK2' | 'DRAFT2' | 'COMPLETED';

/**
 * Staff moved a project to a status the client acts on or waits for (issue #12): what happened,
 * to which project, and a link straight to it (its page, or its list once completed).
 */
export function projectReviewedMail(p: {
  name: string;
  projectName: string;
  /** 'origin label', 'substance label' or 'carbon footprint'. */
  projectType: string;
  status: ReviewedStatus;
  link: string;
  /** The client list the link opens, for a completed project: 'My Origin labels', 'My Footprints'. */
  listName: string;
}): MailContent {
  const project = `your ${p.projectType} "${p.projectName}"`;
  const subjectName = oneLine(p.projectName);
  switch (p.status) {
    case 'CHECK':
    case 'CHECK2':
      return render(`Please check our amendments to ${subjectName}`, [
        `Hello ${p.name},`,
        `Our team reviewed ${p.status === 'CHECK2' ? `the second part of ${project}` : project} and amended it.`,
        'Please check the changes, which are highlighted on the page, and validate them: the project then comes back to our team.',
        { link: p.link, label: 'Check the changes' },
      ]);
    case 'DRAFT2':
      return render(`The second part of ${subjectName} is open`, [
        `Hello ${p.name},`,
        `Our team validated the first part of ${project}.`,
        'You can now fill in the second part: the mass balance and process information of each reaction.',
        { link: p.link, label: 'Fill in the second part' },
      ]);
    case 'COMPLETED':
      return render(`${subjectName} is completed`, [
        `Hello ${p.name},`,
        `Our team completed ${project}. Its report will be in ${p.listName} as soon as it is issued.`,
        { link: p.link, label: `Open ${p.listName}` },
      ]);
  }
}

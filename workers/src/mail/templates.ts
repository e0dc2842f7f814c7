import type { MailMessage } from '@inkpace/infra/mail';

/** Plain-text transactional mails: the only mail Inkpace sends. */
export function verificationMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your email address for Inkpace',
    text: [
      `Hi ${username},`,
      '',
      'Please verify your email address by opening this link:',
      link,
      '',
      'Accounts that are not verified within 10 days of signing up are suspended.',
      "If you didn't sign up for Inkpace, you can ignore this mail.",
    ].join('\n'),
  };
}

export function resetMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Inkpace password',
    text: [
      `Hi ${username},`,
      '',
      'Someone (hopefully you) asked to reset your Inkpace password. To choose a new one, open this link within an hour:',
      link,
      '',
      "If you didn't ask for this, you can ignore this mail: your password stays as it is.",
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, username: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Your Inkpace password was changed',
    text: [
      `Hi ${username},`,
      '',
      'The password of your Inkpace account was just changed, and your other sessions were logged out.',
      `If this wasn't you, reset your password right away: ${publicUrl}/reset-password/`,
    ].join('\n'),
  };
}

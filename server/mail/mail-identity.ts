/** Who the site's e-mails come from and go to, and where their links point. */
export interface MailIdentity {
  /** MAIL_FROM. */
  from: string;
  /** NOTIFY_EMAIL. */
  ownerEmail: string;
  /** PUBLIC_URL: the owner's e-mails link to the inbox when it is known. */
  publicUrl: string | undefined;
}

/**
 * A placeholder until the React dashboard (the web-app issue): it says what Inkpace is and completes the one
 * link a new writer gets by mail before the app exists, the email verification link.
 */
const app = document.getElementById('app');
const verify = /^\/verify-email\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(location.pathname);

function say(text: string): void {
  if (app) app.textContent = text;
}

async function verifyEmail(token: string): Promise<void> {
  say('Verifying your email address...');
  const res = await fetch(`/api/auth/verify-email/${token}`, { method: 'POST' });
  const body = (await res.json()) as { success: boolean; error?: { message: string } };
  if (body.success) {
    say('Your email has been verified! Redirecting you to the login page...');
    setTimeout(() => location.assign('/login'), 2000);
  } else {
    say(body.error?.message ?? 'Something went wrong server-side.');
  }
}

if (verify?.[1]) void verifyEmail(verify[1]);
else say('Inkpace: a writing-progress tracker. The web app is on its way.');

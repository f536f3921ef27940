import { accountMessages } from '@talent/contract';

/**
 * Signing up and in, passwords, sessions (spec sections 4, 7 Auth, 8 Login). Texts the server also
 * sends come from the contract, so both sides say the same words.
 */
export const accounts = {
  authCard: {
    tagline: 'Find the job that fits you, and let companies find you.',
  },
  fields: {
    password: 'Password',
    newPassword: 'New Password',
    currentPassword: 'Current Password',
    passwordConfirmation: 'Confirm Password',
    passwordHint: 'At least 6 characters.',
    fullName: 'Full Name',
  },
  login: {
    documentTitle: 'Login',
    title: 'Login',
    intro: 'Sign in to your talent account.',
    submit: 'Sign In',
    forgotPassword: 'Forgot password?',
    noAccount: "Don't have an account yet?",
    register: 'Register as a talent',
    or: 'or',
    professionalNetwork: 'Sign in with a professional network',
    invalidCredentialsHint: 'Check your email and password and try again, or reset your password.',
    rejectedAccountType: '{{accountType}} not in this repo',
    rejectedAccountTypeHint:
      'This app is for talents. You have been logged out; please sign in with a talent account.',
    accountTypes: { employer: 'Employer', staff: 'Staff' },
    tryAgainHint: 'Please wait a moment and try again.',
    signingIn: 'Signing you in…',
  },
  verifyPrompt: {
    title: 'Verify your account',
    text: 'Your account {{email}} is not verified yet. Open the link in the mail we sent you, then sign in again.',
    noMail: "Didn't get the mail? Check your spam folder, or send it again.",
    resend: 'Resend verification email',
    resendSuccess: accountMessages.resendVerificationSuccess,
    resendFailed: 'We could not send the mail right now. Please try again in a moment.',
    close: 'Close',
  },
  emailChange: {
    checking: 'Checking the link…',
  },
  verifyEmail: {
    checking: 'Verifying your email…',
    verified: accountMessages.verifySuccess,
    linkInvalid: accountMessages.linkInvalid,
    requestNewLink: 'Send a new verification link',
  },
  register: {
    documentTitle: 'Register',
    title: 'Register as a talent',
    intro: 'Create your talent account. We will send you a link to verify your email.',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    doneTitle: 'Check your email',
    done: accountMessages.signupSuccess,
    doneEmail: 'We sent the link to {{email}}.',
    backToLogin: 'Back to login',
    consentStart: 'I agree to the',
    terms: 'Terms of Service',
    consentJoin: 'and the',
    privacy: 'Privacy Policy',
  },
  forgotPassword: {
    documentTitle: 'Forgot Password',
    title: 'Forgot your password?',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sent: accountMessages.resetUrlSent,
    backToLogin: 'Back to login',
  },
  resetPassword: {
    documentTitle: 'Reset Password',
    title: 'Choose a new password',
    intro: 'Enter your new password twice.',
    submit: 'Save new password',
    success: accountMessages.passwordUpdated,
    successHint: 'Please sign in with your new password.',
    linkInvalid: accountMessages.linkInvalid,
    requestNewLink: 'Request a new reset link',
  },
  networkCallback: {
    documentTitle: 'Login',
    signingIn: 'Signing you in with your professional network…',
    failedTitle: 'Sign in with a professional network did not work',
    errors: {
      unavailable:
        'Signing in with a professional network is not available right now. Please sign in with your email and password.',
      cancelled:
        'You cancelled signing in with your professional network. You can try again or use your email.',
      expired: 'The sign-in took too long and expired. Please try again.',
      email_missing:
        'Your professional network did not share an email address. Please allow it, or register with your email.',
      email_taken:
        'An account with this email already exists. Please sign in with your email and password, then try again.',
      failed: 'We could not sign you in with your professional network. Please try again, or use your email.',
    },
    backToLogin: 'Back to login',
  },
  createPassword: {
    documentTitle: 'Create Password',
    title: 'Create Password',
    intro: 'Choose a password for your account. You will use it with your email to sign in next time.',
    submit: 'Create Password',
    success: accountMessages.passwordCreated,
  },
  settings: {
    documentTitle: 'Settings',
    title: 'Settings',
    /** Ours: the spec's settings page has no language; each language is named in itself. */
    language: {
      title: 'Language',
      intro: 'The language of Talent and of the emails we send you, on every device you sign in on.',
      label: 'Language',
      saved: 'Talent now speaks English to you.',
    },
    changePassword: {
      title: 'Change Password',
      intro: 'After the change, every other device is signed out.',
      submit: 'Update Password',
      success: accountMessages.passwordUpdated,
    },
    deactivate: {
      title: 'Deactivate Account',
      intro: 'Deactivating signs you out on every device and closes your account for sign-in.',
      open: 'Deactivate Account',
      confirmTitle: 'Deactivate your account?',
      confirmText:
        'You will be signed out on every device and will not be able to sign in with this account anymore. Are you sure?',
      cancel: 'Cancel',
      confirm: 'Yes, deactivate',
      success: accountMessages.deactivated,
    },
  },
  logout: {
    signingOut: 'Signing you out…',
  },
  formFailure: 'Something went wrong. Please try again in a moment.',
} as const;

import type { ManualTabInput } from './schema';

/** Signing in, two-factor, members and roles, and the settings pages. */
export const account: ManualTabInput = {
  id: 'account',
  label: 'Account & Security',
  description: 'Signing in, two-factor authentication, inviting people and your settings.',
  sections: [
    {
      id: 'sign-in',
      title: 'Signing up, signing in and resetting a password',
      paragraphs: [
        'A new business starts with **Start 7-Day Free Trial** on the home page: your name, e-mail, a password and the company, then **Create Account**. Afterwards sign in at the login page with your e-mail and password and **Sign In**. If you forgot the password, **Forgot password?** e-mails a link to set a new one.',
        'Your session ends when you choose **Sign Out** in the user menu (top right) or in the sidebar, or after a long time without use.',
      ],
      where: ['core'],
    },
    {
      id: 'two-factor',
      title: 'Two-factor authentication',
      paragraphs: [
        'Turn it on under [Account Settings](/settings/account), card **Two-factor authentication**: **Enable two-factor**, scan the QR code with an authenticator app (or type the key it shows), enter the 6-digit code in **Authentication code** and **Confirm code**. Keel then shows ten recovery codes once: save them somewhere safe and click **I have saved my recovery codes**. Each recovery code signs you in once if you lose the phone.',
        'From then on, sign-in asks for the **Authentication code** after the password. To turn it off, confirm your password and **Disable two-factor**. An owner or admin can make it compulsory for everyone in [Company Settings](/settings/company), card **Security**: **Require two-factor for all members**.',
      ],
      where: ['core'],
    },
    {
      id: 'invites-and-roles',
      title: 'Inviting people and their roles',
      paragraphs: [
        'Owners and admins invite people from [Company Settings](/settings/company): under **Invite a member**, type the **Email**, choose the **Role** and **Send invite**. The person gets an e-mail with a link; they accept it signed in, or create an account for that e-mail, and join the company. **Pending invites** lists the invitations not yet accepted, and **Members** everyone in the company, where an owner or admin changes a role or removes a member.',
        'The roles, most powerful first: owner and admin (everything, including members and settings), accountant and CPA (the books, payroll and taxes; approve payroll), bookkeeper (the books and payroll data, but not approve payroll), viewer (reads the books but changes nothing, and sees no payroll). The server enforces the role on every change, whatever the screen shows.',
      ],
      where: ['core'],
    },
    {
      id: 'settings',
      title: 'Your settings',
      paragraphs: [
        "The user menu (your name, top right) opens the three settings pages. [Profile Settings](/settings/profile): your name and phone number (your avatar is drawn from your initials). [Account Settings](/settings/account): your e-mail; your password (type the **Current password**, the **New password** twice and **Change password**); two-factor; **Recent sign-ins** (when, from where and which browser, to spot a sign-in that was not you) and **E-mails sent to you**, which shows what Keel e-mailed you even when the server has no mail service. [Company Settings](/settings/company): the company profile, the members and invitations, and the company's security rules.",
      ],
      where: ['core'],
    },
    {
      id: 'switch-company',
      title: 'Switching between companies',
      paragraphs: [
        'An accountant or CPA who keeps the books of several clients belongs to each of their companies. To switch company, open the company switcher in the header, which lists them, and pick one: every screen then shows that company. Your role can differ from one company to the next.',
      ],
      where: ['core'],
    },
  ],
};

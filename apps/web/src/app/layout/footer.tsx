import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { shopConfig } from '@/config/shop-config';

const slug = shopConfig.shopName.toLowerCase().replace(/[^a-z0-9]/g, '');

const columns = [
  { title: 'About Us', links: [{ label: 'Our Story', to: paths.about }] },
  {
    title: 'Customer Service',
    links: [
      { label: 'Contact Us', to: paths.support },
      { label: 'FAQ', to: paths.support },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms & Conditions', to: paths.support },
      { label: 'Privacy Policy', to: paths.support },
    ],
  },
];

const social = [
  { label: 'Facebook', href: `https://www.facebook.com/${slug}` },
  { label: 'X/Twitter', href: `https://x.com/${slug}` },
  { label: 'Instagram', href: `https://www.instagram.com/${slug}` },
  { label: 'TikTok', href: `https://www.tiktok.com/@${slug}` },
];

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

export function Footer() {
  return (
    <footer className="border-t bg-card" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-6 py-10 md:grid-cols-4">
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="mb-3 text-sm font-semibold">Connect</h2>
          <ul className="space-y-2">
            {social.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t px-6 py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {shopConfig.companyName}. All rights reserved.
      </p>
    </footer>
  );
}

/** The marketplace logo: a leaf in a basket, inline so it paints with the HTML. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#1b5e20" />
      <path d="M11 24h26l-3.5 13a3 3 0 0 1-2.9 2.2H17.4a3 3 0 0 1-2.9-2.2z" fill="#fff" />
      <path d="M24 22c-1-7 3-12 10-13-1 7-4 12-10 13z" fill="#a5d6a7" />
      <path d="M23 22c-4-2-6-6-5-10 4 1 6 5 5 10z" fill="#fdd835" />
      <path d="M17 28h14M18 32h12" stroke="#1b5e20" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

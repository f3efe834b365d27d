/** The hero illustration, inline so the first view needs no image request (it is decorative). */
export function HeroArt() {
  return (
    <svg className="hero__image" width="360" height="300" viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <circle cx="180" cy="150" r="140" fill="#e8f5e9"/>
      <ellipse cx="180" cy="262" rx="130" ry="14" fill="#c8e6c9"/>
      <path d="M70 70c20-30 60-30 70 10-30 10-55 6-70-10z" fill="#43a047"/>
      <circle cx="118" cy="138" r="42" fill="#e53935"/>
      <path d="M110 98c6-8 16-8 20 0-8 4-14 4-20 0z" fill="#2e7d32"/>
      <ellipse cx="236" cy="128" rx="48" ry="40" fill="#7b1fa2"/>
      <path d="M226 86c8-14 24-14 28 0-10 6-20 6-28 0z" fill="#388e3c"/>
      <path d="M160 60l14 90-26 2z" fill="#fb8c00"/>
      <path d="M158 62c-10-18-2-30 8-34 2 12 0 24-8 34zm6 0c4-18 16-24 26-20-6 10-14 18-26 20z" fill="#2e7d32"/>
      <circle cx="280" cy="190" r="30" fill="#fdd835"/>
      <circle cx="90" cy="196" r="26" fill="#8bc34a"/>
      <path d="M60 180h240l-22 82a12 12 0 0 1-11.6 9H93.6A12 12 0 0 1 82 262z" fill="#8d6e63"/>
      <path d="M70 200h220M76 222h208M82 244h196" stroke="#6d4c41" strokeWidth="6"/>
      <path d="M60 180h240" stroke="#5d4037" strokeWidth="10" strokeLinecap="round"/>
    </svg>
  );
}

/** A title whose [bracketed] part is highlighted (spec section 2: a marker splits off the highlight). */
export function HeroTitle({ text }: { text: string }) {
  const match = /^(.*?)\[(.+?)\](.*)$/.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      {match[1]}
      <span className="text-gold-300">{match[2]}</span>
      {match[3]}
    </>
  );
}

/**
 * The hero's animated network: a `<particle-field>` custom element around a canvas, absolutely
 * positioned so it never moves anything. The element's code (`app/scripts/particle-field.ts`,
 * loaded by the home page) starts drawing as soon as it is defined.
 */
export function ParticleBackground() {
  return (
    <particle-field className="block size-full">
      <canvas data-particles aria-hidden className="pointer-events-none block size-full" />
    </particle-field>
  );
}

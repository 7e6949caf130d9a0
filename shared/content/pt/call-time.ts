import type { CallTimeCopy } from "../en/call-time.js";

export const callTime: CallTimeCopy = {
  /** "sexta-feira, 26 de março de 2027, às 9h". */
  when: (day: string, time: string) => `${day}, às ${time}`,
};

import type { SlotPickerCopy } from "../en/slot-picker.js";

export const slotPicker: SlotPickerCopy = {
  slotsLabel: "Horários disponíveis",
  daysLabel: "Escolha o dia",
};

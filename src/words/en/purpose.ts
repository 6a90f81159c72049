/*
 * The intended purpose and limitations of the viewer, as the screen says them one click from the
 * verdict; docs/intended-purpose.md says the same at length (test/unit/docs/purpose.test.ts keeps
 * every sentence here in it).
 */

export const purposeHeading = 'Intended purpose and limitations (decision support, not a diagnosis)'

export const PURPOSE = [
  'Wound History shows clinicians what a wound-care service holds about a wound (its measurements, photos and assessments) and how its area has changed. It is decision support for reviewing wound care: it does not diagnose, and it does not decide care.',
  'It is for clinicians who assess wounds, reading the records of the wounds they look after.',
  'Its figures and trends are for any wound the service measures. A published reference for the early area reduction is applied only when the clinician chooses the wound type, and exists here only for diabetic foot ulcers and venous leg ulcers: none for pressure injuries, surgical or other wounds.',
  'It does not record or change anything, and does not know the patient, the wound’s location, its type or the care given. A sign of infection is what an assessment recorded: a reason to look at the wound and the person, not a diagnosis.',
  'Two measurements of an unchanged wound can differ by up to about 10% (one digital device, Hammond & Nixon 2011), more for small wounds and for tracing or ruler measurements; digital systems measure the area of wounds of about 3 to 10 cm² well and depth and volume poorly (Health Technology Wales). A measurement not locked may still change at the service. The PUSH score is validated for pressure ulcers only.',
  'Every threshold and score cites its source one click away, where it is shown.',
] as const

export { emptyNrs2002Draft, Nrs2002Wizard, nrs2002Steps, type Nrs2002Draft, type Nrs2002WizardProps } from "./nrs2002-wizard";

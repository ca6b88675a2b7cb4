// The half-open window is @tarc/domain's rule (isInWindow): `after < createdAt <= before`.
export { isInWindow as inWindow } from '@tarc/domain';

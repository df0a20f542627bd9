/**
 * TEMPORARY. Stand-ins for APIs of other modules that have not landed on main yet, with the
 * planned names and signatures, so that petrify-api compiles and its tests can skip. Every class
 * here throws {@link org.petrify.api.pending.NotLandedYet} and is deleted as soon as the real one
 * exists; nothing outside petrify-api may use this package.
 */
package org.petrify.api.pending;

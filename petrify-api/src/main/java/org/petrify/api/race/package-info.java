/**
 * The data-race report model shared by both race routes: the static one
 * ({@code check --property races}, over the program net) and the dynamic one
 * ({@code record} + {@code race}, over a net mined from one recorded run). A {@link Race} is a
 * pair of conflicting {@link Access accesses} to one location, by two threads, at least one a
 * write, that some interleaving brings to the point where both can happen next; its
 * {@link Race#key()} is the form in which corpus programs declare their expected races.
 */
package org.petrify.api.race;

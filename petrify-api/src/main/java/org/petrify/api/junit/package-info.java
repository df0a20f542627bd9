/**
 * JUnit Jupiter support: {@link org.petrify.api.junit.PetrifyCheck} checks a program's
 * concurrency properties before the tests it annotates. Needs JUnit Jupiter (and opentest4j,
 * which it brings) on the test class path; petrify-api declares it as an optional dependency.
 */
package org.petrify.api.junit;

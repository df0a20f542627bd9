// A recursion that may go on forever unless its choice is fair. Under
// --fairness threads_and_choices it terminates in the model, but the model's returns from the
// shared recursive subnet are assumed fair too (UNSOUND caveat fair-returns), so the verdict is
// inconclusive until that caveat is accepted:
//   ./petrify check examples/rb/fair-recursion.rb --property termination --fairness threads_and_choices
//   ./petrify check examples/rb/fair-recursion.rb --property termination --fairness threads_and_choices --accept-unsound fair-returns
main main

proc main {
  l0: call walk
}

proc walk {
  w0: jump w1 w2
  w1: call walk
  w2: skip
}

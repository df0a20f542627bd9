main main

proc add {
  a0: acquire this#Counter               // at app.Counter.add(Counter.java:4)
  a1: call inc                           // at app.Counter.add(Counter.java:5)
  a2: release this#Counter               // at app.Counter.add(Counter.java:4)
}

proc inc {
  i0: acquire this#Counter               // at app.Counter.inc(Counter.java:8)
  i1: read value                         // at app.Counter.inc(Counter.java:9)
  i2: write value                        // at app.Counter.inc(Counter.java:9)
  i3: release this#Counter               // at app.Counter.inc(Counter.java:8)
}

proc main {
  m0: fork worker t1                     // at app.Counter.main(Counter.java:13)
  m1: call add                           // at app.Counter.main(Counter.java:14)
  m2: join t1                            // at app.Counter.main(Counter.java:15)
}

proc worker {
  w0: call add                           // at app.Counter.lambda$main$0(Counter.java:13)
  w1: call inc                           // at app.Counter.lambda$main$0(Counter.java:13)
}

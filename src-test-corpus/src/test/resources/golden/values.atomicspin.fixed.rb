main entry
var java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value { false true } = false

proc corpus.values.atomicspin.fixed.Main.<clinit> {
  s2: write corpus.values.atomicspin.fixed.Main.held // at corpus.values.atomicspin.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.values.atomicspin.fixed.Main.increment {
  s0: read corpus.values.atomicspin.fixed.Main.held // at corpus.values.atomicspin.fixed.Main.increment(Main.java:24)
  s1_1: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value false s1 true s0 // at corpus.values.atomicspin.fixed.Main.increment(Main.java:24)
  s1: acquire java.util.concurrent.atomic.AtomicBoolean@Main.java:20.atomic // at corpus.values.atomicspin.fixed.Main.increment(Main.java:24)
  s1_2: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value false s1_3 true s1_6 // at corpus.values.atomicspin.fixed.Main.increment(Main.java:24)
  s1_3: assign java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value true // at corpus.values.atomicspin.fixed.Main.increment(Main.java:24)
  s1_4: release java.util.concurrent.atomic.AtomicBoolean@Main.java:20.atomic // at corpus.values.atomicspin.fixed.Main.increment(Main.java:24)
  s1_5: goto s5                          // at corpus.values.atomicspin.fixed.Main.increment(Main.java:24)
  s1_6: release java.util.concurrent.atomic.AtomicBoolean@Main.java:20.atomic // at corpus.values.atomicspin.fixed.Main.increment(Main.java:24)
  s1_7: goto s0                          // at corpus.values.atomicspin.fixed.Main.increment(Main.java:24)
  s5: read corpus.values.atomicspin.fixed.Main.count // at corpus.values.atomicspin.fixed.Main.increment(Main.java:28)
  s7: write corpus.values.atomicspin.fixed.Main.count // at corpus.values.atomicspin.fixed.Main.increment(Main.java:28)
  s8: read corpus.values.atomicspin.fixed.Main.held // at corpus.values.atomicspin.fixed.Main.increment(Main.java:30)
  s9: acquire java.util.concurrent.atomic.AtomicBoolean@Main.java:20.atomic // at corpus.values.atomicspin.fixed.Main.increment(Main.java:30)
  s9_1: assign java.util.concurrent.atomic.AtomicBoolean@Main.java:20.value false // at corpus.values.atomicspin.fixed.Main.increment(Main.java:30)
  s9_2: release java.util.concurrent.atomic.AtomicBoolean@Main.java:20.atomic // at corpus.values.atomicspin.fixed.Main.increment(Main.java:30)
}

proc corpus.values.atomicspin.fixed.Main.lambda$main$0 {
  s0: call corpus.values.atomicspin.fixed.Main.increment // at corpus.values.atomicspin.fixed.Main.lambda$main$0(Main.java:36)
  s1: call corpus.values.atomicspin.fixed.Main.increment // at corpus.values.atomicspin.fixed.Main.lambda$main$0(Main.java:37)
}

proc corpus.values.atomicspin.fixed.Main.main {
  s5: fork corpus.values.atomicspin.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:35 // at corpus.values.atomicspin.fixed.Main.main(Main.java:39)
  s6: call corpus.values.atomicspin.fixed.Main.increment // at corpus.values.atomicspin.fixed.Main.main(Main.java:40)
  s7: call corpus.values.atomicspin.fixed.Main.increment // at corpus.values.atomicspin.fixed.Main.main(Main.java:41)
  s8: join java.lang.Thread@Main.java:35 // at corpus.values.atomicspin.fixed.Main.main(Main.java:42)
}

proc entry {
  init0: call corpus.values.atomicspin.fixed.Main.<clinit> // at corpus.values.atomicspin.fixed.Main.main(Main.java:35)
  main: call corpus.values.atomicspin.fixed.Main.main // at corpus.values.atomicspin.fixed.Main.main(Main.java:35)
}

main entry
var corpus.values.atomicspin.Main.count { 0 * } = 0
var java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value { false true } = false

proc corpus.values.atomicspin.Main.<clinit> {
  s2: write corpus.values.atomicspin.Main.held // at corpus.values.atomicspin.Main.<clinit>(Main.java:19)
}

proc corpus.values.atomicspin.Main.incrementBelow {
  s1: read corpus.values.atomicspin.Main.held // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2_1: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value false s2 true s1 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2: acquire java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2_2: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value false s2_3 true s2_6 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2_3: assign java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value true // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2_4: release java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2_5: goto s6                          // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2_6: release java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2_7: goto s1                          // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s6: switch corpus.values.atomicspin.Main.count 0 s7e3 * s7e4 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:26)
  s9: switch corpus.values.atomicspin.Main.count 0 s11e8 * s11e10 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s12: read corpus.values.atomicspin.Main.held // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13: acquire java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13_1: assign java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value false // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13_2: release java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13_3: goto exit                       // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s7e3: jump exit s9                     // at corpus.values.atomicspin.Main.incrementBelow(Main.java:26)
  s7e4: jump exit s9                     // at corpus.values.atomicspin.Main.incrementBelow(Main.java:26)
  s11e8: assign corpus.values.atomicspin.Main.count * // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s11e8_1: goto s12                      // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s11e10: assign corpus.values.atomicspin.Main.count * // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s11e10_1: goto s12                     // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
}

proc corpus.values.atomicspin.Main.incrementBelow#args,p0=1 {
  s0: goto s1e1                          // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s9: switch corpus.values.atomicspin.Main.count 0 s11e9 * s11e11 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s12: read corpus.values.atomicspin.Main.held // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13: acquire java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13_1: assign java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value false // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13_2: release java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13_3: goto exit                       // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s1e1: read corpus.values.atomicspin.Main.held // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_1: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value false s2e1 true s1e1 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1: acquire java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_2: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value false s2e1_3 true s2e1_6 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_3: assign java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value true // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_4: release java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_5: goto s6e1                      // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_6: release java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_7: goto s1e1                      // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s6e1: switch corpus.values.atomicspin.Main.count 0 s9 * s7e5 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:26)
  s7e5: jump exit s9                     // at corpus.values.atomicspin.Main.incrementBelow(Main.java:26)
  s11e9: assign corpus.values.atomicspin.Main.count * // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s11e9_1: goto s12                      // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s11e11: assign corpus.values.atomicspin.Main.count * // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s11e11_1: goto s12                     // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
}

proc corpus.values.atomicspin.Main.incrementBelow#args,p0=10 {
  s0: goto s1e1                          // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s9: switch corpus.values.atomicspin.Main.count 0 s11e9 * s11e11 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s12: read corpus.values.atomicspin.Main.held // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13: acquire java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13_1: assign java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value false // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13_2: release java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s13_3: goto exit                       // at corpus.values.atomicspin.Main.incrementBelow(Main.java:30)
  s1e1: read corpus.values.atomicspin.Main.held // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_1: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value false s2e1 true s1e1 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1: acquire java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_2: switch java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value false s2e1_3 true s2e1_6 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_3: assign java.util.concurrent.atomic.AtomicBoolean@Main.java:19.value true // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_4: release java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_5: goto s6e1                      // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_6: release java.util.concurrent.atomic.AtomicBoolean@Main.java:19.atomic // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s2e1_7: goto s1e1                      // at corpus.values.atomicspin.Main.incrementBelow(Main.java:23)
  s6e1: switch corpus.values.atomicspin.Main.count 0 s9 * s7e5 // at corpus.values.atomicspin.Main.incrementBelow(Main.java:26)
  s7e5: jump exit s9                     // at corpus.values.atomicspin.Main.incrementBelow(Main.java:26)
  s11e9: assign corpus.values.atomicspin.Main.count * // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s11e9_1: goto s12                      // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s11e11: assign corpus.values.atomicspin.Main.count * // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
  s11e11_1: goto s12                     // at corpus.values.atomicspin.Main.incrementBelow(Main.java:29)
}

proc corpus.values.atomicspin.Main.lambda$main$0 {
  s0: call corpus.values.atomicspin.Main.incrementBelow#args,p0=10 // at corpus.values.atomicspin.Main.lambda$main$0(Main.java:36)
}

proc corpus.values.atomicspin.Main.main {
  s1: call corpus.values.atomicspin.Main.incrementBelow#args,p0=1 // at corpus.values.atomicspin.Main.main(Main.java:34)
  s2: call corpus.values.atomicspin.Main.incrementBelow#args,p0=1 // at corpus.values.atomicspin.Main.main(Main.java:35)
  s7: fork corpus.values.atomicspin.Main.lambda$main$0 java.lang.Thread@Main.java:36 // at corpus.values.atomicspin.Main.main(Main.java:37)
  s8: join java.lang.Thread@Main.java:36 // at corpus.values.atomicspin.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.values.atomicspin.Main.<clinit> // at corpus.values.atomicspin.Main.main(Main.java:34)
  main: call corpus.values.atomicspin.Main.main // at corpus.values.atomicspin.Main.main(Main.java:34)
}

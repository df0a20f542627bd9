main entry
var corpus.extra.calleemonitor.fixed.Main.published { false true } = false

proc corpus.extra.calleemonitor.fixed.Main.<clinit> {
  s2: write corpus.extra.calleemonitor.fixed.Main.monitor // at corpus.extra.calleemonitor.fixed.Main.<clinit>(Main.java:14)
}

proc corpus.extra.calleemonitor.fixed.Main.lambda$main$0 {
  s0: call corpus.extra.calleemonitor.fixed.Main.publish else s4 // at corpus.extra.calleemonitor.fixed.Main.lambda$main$0(Main.java:32)
  s0_1: goto exit                        // at corpus.extra.calleemonitor.fixed.Main.lambda$main$0(Main.java:32)
  s4: read java.lang.System.out          // at corpus.extra.calleemonitor.fixed.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.calleemonitor.fixed.Main.main {
  s4: fork corpus.extra.calleemonitor.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:30 // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:36)
  s5: read corpus.extra.calleemonitor.fixed.Main.monitor // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:37)
  s6: acquire java.lang.Object@Main.java:14 // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:37)
  s7: switch corpus.extra.calleemonitor.fixed.Main.published false s9 true s16 // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:38)
  s9: read corpus.extra.calleemonitor.fixed.Main.monitor // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:39)
  s10: wait java.lang.Object@Main.java:14 // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:39)
  s10_1: goto s7                         // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:39)
  s16: release java.lang.Object@Main.java:14 // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:41)
}

proc corpus.extra.calleemonitor.fixed.Main.publish {
  s0: read corpus.extra.calleemonitor.fixed.Main.monitor // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:19)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:19)
  s2: read corpus.extra.calleemonitor.fixed.Main.divisor // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:21)
  s3: jump s4 s14                        // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:21)
  s4: assign corpus.extra.calleemonitor.fixed.Main.published true // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:23)
  s5: read corpus.extra.calleemonitor.fixed.Main.monitor // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:24)
  s6: notifyAll java.lang.Object@Main.java:14 // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:24)
  s6_1: goto s18                         // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:24)
  s10: release java.lang.Object@Main.java:14 // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java)
  s10_1: goto raise                      // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java)
  s14: assign corpus.extra.calleemonitor.fixed.Main.published true // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:23)
  s15: read corpus.extra.calleemonitor.fixed.Main.monitor // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:24)
  s16: notifyAll java.lang.Object@Main.java:14 // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:24)
  s16_1: goto s10                        // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:24)
  s18: release java.lang.Object@Main.java:14 // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:26)
  s18_1: goto exit                       // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:26)
  raise: raise                           // at corpus.extra.calleemonitor.fixed.Main.publish(Main.java:19)
}

proc entry {
  init0: call corpus.extra.calleemonitor.fixed.Main.<clinit> // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:30)
  main: call corpus.extra.calleemonitor.fixed.Main.main // at corpus.extra.calleemonitor.fixed.Main.main(Main.java:30)
}

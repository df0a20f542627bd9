main entry
var corpus.extra.calleemonitor.Main.published { false true } = false

proc corpus.extra.calleemonitor.Main.<clinit> {
  s2: write corpus.extra.calleemonitor.Main.monitor // at corpus.extra.calleemonitor.Main.<clinit>(Main.java:19)
}

proc corpus.extra.calleemonitor.Main.lambda$main$0 {
  s0: call corpus.extra.calleemonitor.Main.publish else s4 // at corpus.extra.calleemonitor.Main.lambda$main$0(Main.java:34)
  s0_1: goto exit                        // at corpus.extra.calleemonitor.Main.lambda$main$0(Main.java:34)
  s4: read java.lang.System.out          // at corpus.extra.calleemonitor.Main.lambda$main$0(Main.java:36)
}

proc corpus.extra.calleemonitor.Main.main {
  s4: fork corpus.extra.calleemonitor.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.extra.calleemonitor.Main.main(Main.java:38)
  s5: read corpus.extra.calleemonitor.Main.monitor // at corpus.extra.calleemonitor.Main.main(Main.java:39)
  s6: acquire java.lang.Object@Main.java:19 // at corpus.extra.calleemonitor.Main.main(Main.java:39)
  s7: switch corpus.extra.calleemonitor.Main.published false s9 true s16 // at corpus.extra.calleemonitor.Main.main(Main.java:40)
  s9: read corpus.extra.calleemonitor.Main.monitor // at corpus.extra.calleemonitor.Main.main(Main.java:41)
  s10: wait java.lang.Object@Main.java:19 // at corpus.extra.calleemonitor.Main.main(Main.java:41)
  s10_1: goto s7                         // at corpus.extra.calleemonitor.Main.main(Main.java:41)
  s16: release java.lang.Object@Main.java:19 // at corpus.extra.calleemonitor.Main.main(Main.java:43)
}

proc corpus.extra.calleemonitor.Main.publish {
  s0: read corpus.extra.calleemonitor.Main.monitor // at corpus.extra.calleemonitor.Main.publish(Main.java:24)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.calleemonitor.Main.publish(Main.java:24)
  s2: read corpus.extra.calleemonitor.Main.divisor // at corpus.extra.calleemonitor.Main.publish(Main.java:25)
  s3: jump s4 s11                        // at corpus.extra.calleemonitor.Main.publish(Main.java:25)
  s4: assign corpus.extra.calleemonitor.Main.published true // at corpus.extra.calleemonitor.Main.publish(Main.java:26)
  s5: read corpus.extra.calleemonitor.Main.monitor // at corpus.extra.calleemonitor.Main.publish(Main.java:27)
  s6: notifyAll java.lang.Object@Main.java:19 // at corpus.extra.calleemonitor.Main.publish(Main.java:27)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.calleemonitor.Main.publish(Main.java:28)
  s7_1: goto exit                        // at corpus.extra.calleemonitor.Main.publish(Main.java:28)
  s11: release java.lang.Object@Main.java:19 // at corpus.extra.calleemonitor.Main.publish(Main.java)
  raise: raise                           // at corpus.extra.calleemonitor.Main.publish(Main.java:24)
}

proc entry {
  init0: call corpus.extra.calleemonitor.Main.<clinit> // at corpus.extra.calleemonitor.Main.main(Main.java:32)
  main: call corpus.extra.calleemonitor.Main.main // at corpus.extra.calleemonitor.Main.main(Main.java:32)
}

main entry
var corpus.extra.branchroles.fixed.Main.items { 0 1 } = 0

proc corpus.extra.branchroles.fixed.Main.<clinit> {
  s2: write corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.branchroles.fixed.Main.lambda$main$0 {
  s1: call corpus.extra.branchroles.fixed.Main.work // at corpus.extra.branchroles.fixed.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.branchroles.fixed.Main.lambda$main$0#args,p0=0 {
  s1e1: call corpus.extra.branchroles.fixed.Main.work#args,p0=0 // at corpus.extra.branchroles.fixed.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.branchroles.fixed.Main.lambda$main$0#args,p0=1 {
  s1e1: call corpus.extra.branchroles.fixed.Main.work#args,p0=1 // at corpus.extra.branchroles.fixed.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.branchroles.fixed.Main.main {
  s11e1: write java.lang.Thread[]@Main.java:36[0] // at corpus.extra.branchroles.fixed.Main.main(Main.java:39)
  s12e1: read java.lang.Thread[]@Main.java:36[0] // at corpus.extra.branchroles.fixed.Main.main(Main.java:46)
  s13e1: fork corpus.extra.branchroles.fixed.Main.lambda$main$0#args,p0=1 java.lang.Thread@Main.java:39 // at corpus.extra.branchroles.fixed.Main.main(Main.java:46)
  s48e3: write java.lang.Thread[]@Main.java:36[1] // at corpus.extra.branchroles.fixed.Main.main(Main.java:39)
  s49e3: read java.lang.Thread[]@Main.java:36[1] // at corpus.extra.branchroles.fixed.Main.main(Main.java:46)
  s50e3: fork corpus.extra.branchroles.fixed.Main.lambda$main$0#args,p0=1 java.lang.Thread@Main.java:39#2 // at corpus.extra.branchroles.fixed.Main.main(Main.java:46)
  s61e5: write java.lang.Thread[]@Main.java:36[2] // at corpus.extra.branchroles.fixed.Main.main(Main.java:39)
  s62e5: read java.lang.Thread[]@Main.java:36[2] // at corpus.extra.branchroles.fixed.Main.main(Main.java:46)
  s63e5: fork corpus.extra.branchroles.fixed.Main.lambda$main$0#args,p0=0 java.lang.Thread@Main.java:39#3 // at corpus.extra.branchroles.fixed.Main.main(Main.java:46)
  s74e7: write java.lang.Thread[]@Main.java:36[3] // at corpus.extra.branchroles.fixed.Main.main(Main.java:39)
  s75e7: read java.lang.Thread[]@Main.java:36[3] // at corpus.extra.branchroles.fixed.Main.main(Main.java:46)
  s76e7: fork corpus.extra.branchroles.fixed.Main.lambda$main$0#args,p0=0 java.lang.Thread@Main.java:39#4 // at corpus.extra.branchroles.fixed.Main.main(Main.java:46)
  s20e11: read java.lang.Thread[]@Main.java:36[0] // at corpus.extra.branchroles.fixed.Main.main(Main.java:48)
  s21e11: join java.lang.Thread@Main.java:39 // at corpus.extra.branchroles.fixed.Main.main(Main.java:49)
  s26e12: read java.lang.Thread[]@Main.java:36[1] // at corpus.extra.branchroles.fixed.Main.main(Main.java:48)
  s27e12: join java.lang.Thread@Main.java:39#2 // at corpus.extra.branchroles.fixed.Main.main(Main.java:49)
  s31e13: read java.lang.Thread[]@Main.java:36[2] // at corpus.extra.branchroles.fixed.Main.main(Main.java:48)
  s32e13: join java.lang.Thread@Main.java:39#3 // at corpus.extra.branchroles.fixed.Main.main(Main.java:49)
  s36e15: read java.lang.Thread[]@Main.java:36[3] // at corpus.extra.branchroles.fixed.Main.main(Main.java:48)
  s37e15: join java.lang.Thread@Main.java:39#4 // at corpus.extra.branchroles.fixed.Main.main(Main.java:49)
}

proc corpus.extra.branchroles.fixed.Main.work {
  s1: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
  s3: jump s4 s15                        // at corpus.extra.branchroles.fixed.Main.work(Main.java:20)
  s4: switch corpus.extra.branchroles.fixed.Main.items 0 s13 1 s6 // at corpus.extra.branchroles.fixed.Main.work(Main.java:21)
  s6: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:22)
  s7: wait java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:22)
  s7_1: goto s4                          // at corpus.extra.branchroles.fixed.Main.work(Main.java:22)
  s13: assign corpus.extra.branchroles.fixed.Main.items 1 // at corpus.extra.branchroles.fixed.Main.work(Main.java:24)
  s13_1: goto s21                        // at corpus.extra.branchroles.fixed.Main.work(Main.java:24)
  s15: switch corpus.extra.branchroles.fixed.Main.items 0 s17 1 s20 // at corpus.extra.branchroles.fixed.Main.work(Main.java:26)
  s17: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:27)
  s18: wait java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:27)
  s18_1: goto s15                        // at corpus.extra.branchroles.fixed.Main.work(Main.java:27)
  s20: assign corpus.extra.branchroles.fixed.Main.items 0 // at corpus.extra.branchroles.fixed.Main.work(Main.java:29)
  s21: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:31)
  s22: notifyAll java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:31)
  s23: release java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:32)
}

proc corpus.extra.branchroles.fixed.Main.work#args,p0=0 {
  s0: goto s1e1                          // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
  s15: switch corpus.extra.branchroles.fixed.Main.items 0 s17 1 s20 // at corpus.extra.branchroles.fixed.Main.work(Main.java:26)
  s17: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:27)
  s18: wait java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:27)
  s18_1: goto s15                        // at corpus.extra.branchroles.fixed.Main.work(Main.java:27)
  s20: assign corpus.extra.branchroles.fixed.Main.items 0 // at corpus.extra.branchroles.fixed.Main.work(Main.java:29)
  s21: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:31)
  s22: notifyAll java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:31)
  s23: release java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:32)
  s23_1: goto exit                       // at corpus.extra.branchroles.fixed.Main.work(Main.java:32)
  s1e1: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
  s2e1: acquire java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
  s2e1_1: goto s15                       // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
}

proc corpus.extra.branchroles.fixed.Main.work#args,p0=1 {
  s0: goto s1e1                          // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
  s4: switch corpus.extra.branchroles.fixed.Main.items 0 s13 1 s6 // at corpus.extra.branchroles.fixed.Main.work(Main.java:21)
  s6: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:22)
  s7: wait java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:22)
  s7_1: goto s4                          // at corpus.extra.branchroles.fixed.Main.work(Main.java:22)
  s13: assign corpus.extra.branchroles.fixed.Main.items 1 // at corpus.extra.branchroles.fixed.Main.work(Main.java:24)
  s21: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:31)
  s22: notifyAll java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:31)
  s23: release java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:32)
  s23_1: goto exit                       // at corpus.extra.branchroles.fixed.Main.work(Main.java:32)
  s1e1: read corpus.extra.branchroles.fixed.Main.slot // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
  s2e1: acquire java.lang.Object@Main.java:15 // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
  s2e1_1: goto s4                        // at corpus.extra.branchroles.fixed.Main.work(Main.java:19)
}

proc entry {
  init0: call corpus.extra.branchroles.fixed.Main.<clinit> // at corpus.extra.branchroles.fixed.Main.main(Main.java:36)
  main: call corpus.extra.branchroles.fixed.Main.main // at corpus.extra.branchroles.fixed.Main.main(Main.java:36)
}

main entry
var corpus.extra.looproles.fixed.Main.items { 0 1 } = 0

proc corpus.extra.looproles.fixed.Main.<clinit> {
  s2: write corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.looproles.fixed.Main.lambda$main$0 {
  s1: call corpus.extra.looproles.fixed.Main.work // at corpus.extra.looproles.fixed.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.looproles.fixed.Main.lambda$main$0#args,p0=0 {
  s1e1: call corpus.extra.looproles.fixed.Main.work#args,p0=0 // at corpus.extra.looproles.fixed.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.looproles.fixed.Main.lambda$main$0#args,p0=1 {
  s1e1: call corpus.extra.looproles.fixed.Main.work#args,p0=1 // at corpus.extra.looproles.fixed.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.looproles.fixed.Main.lambda$main$0#args,p0=2 {
  s1e1: call corpus.extra.looproles.fixed.Main.work#args,p0=2 // at corpus.extra.looproles.fixed.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.looproles.fixed.Main.lambda$main$0#args,p0=3 {
  s1e1: call corpus.extra.looproles.fixed.Main.work#args,p0=3 // at corpus.extra.looproles.fixed.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.looproles.fixed.Main.main {
  s7e1: write java.lang.Thread[]@Main.java:36[0] // at corpus.extra.looproles.fixed.Main.main(Main.java:39)
  s8e1: read java.lang.Thread[]@Main.java:36[0] // at corpus.extra.looproles.fixed.Main.main(Main.java:46)
  s9e1: fork corpus.extra.looproles.fixed.Main.lambda$main$0#args,p0=0 java.lang.Thread@Main.java:39 // at corpus.extra.looproles.fixed.Main.main(Main.java:46)
  s40e2: write java.lang.Thread[]@Main.java:36[1] // at corpus.extra.looproles.fixed.Main.main(Main.java:39)
  s41e2: read java.lang.Thread[]@Main.java:36[1] // at corpus.extra.looproles.fixed.Main.main(Main.java:46)
  s42e2: fork corpus.extra.looproles.fixed.Main.lambda$main$0#args,p0=1 java.lang.Thread@Main.java:39#2 // at corpus.extra.looproles.fixed.Main.main(Main.java:46)
  s49e3: write java.lang.Thread[]@Main.java:36[2] // at corpus.extra.looproles.fixed.Main.main(Main.java:39)
  s50e3: read java.lang.Thread[]@Main.java:36[2] // at corpus.extra.looproles.fixed.Main.main(Main.java:46)
  s51e3: fork corpus.extra.looproles.fixed.Main.lambda$main$0#args,p0=2 java.lang.Thread@Main.java:39#3 // at corpus.extra.looproles.fixed.Main.main(Main.java:46)
  s58e4: write java.lang.Thread[]@Main.java:36[3] // at corpus.extra.looproles.fixed.Main.main(Main.java:39)
  s59e4: read java.lang.Thread[]@Main.java:36[3] // at corpus.extra.looproles.fixed.Main.main(Main.java:46)
  s60e4: fork corpus.extra.looproles.fixed.Main.lambda$main$0#args,p0=3 java.lang.Thread@Main.java:39#4 // at corpus.extra.looproles.fixed.Main.main(Main.java:46)
  s16e7: read java.lang.Thread[]@Main.java:36[0] // at corpus.extra.looproles.fixed.Main.main(Main.java:48)
  s17e7: join java.lang.Thread@Main.java:39 // at corpus.extra.looproles.fixed.Main.main(Main.java:49)
  s22e8: read java.lang.Thread[]@Main.java:36[1] // at corpus.extra.looproles.fixed.Main.main(Main.java:48)
  s23e8: join java.lang.Thread@Main.java:39#2 // at corpus.extra.looproles.fixed.Main.main(Main.java:49)
  s27e9: read java.lang.Thread[]@Main.java:36[2] // at corpus.extra.looproles.fixed.Main.main(Main.java:48)
  s28e9: join java.lang.Thread@Main.java:39#3 // at corpus.extra.looproles.fixed.Main.main(Main.java:49)
  s32e11: read java.lang.Thread[]@Main.java:36[3] // at corpus.extra.looproles.fixed.Main.main(Main.java:48)
  s33e11: join java.lang.Thread@Main.java:39#4 // at corpus.extra.looproles.fixed.Main.main(Main.java:49)
}

proc corpus.extra.looproles.fixed.Main.work {
  s1: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s3: jump s4 s15                        // at corpus.extra.looproles.fixed.Main.work(Main.java:20)
  s4: switch corpus.extra.looproles.fixed.Main.items 0 s13 1 s6 // at corpus.extra.looproles.fixed.Main.work(Main.java:21)
  s6: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:22)
  s7: wait java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:22)
  s7_1: goto s4                          // at corpus.extra.looproles.fixed.Main.work(Main.java:22)
  s13: assign corpus.extra.looproles.fixed.Main.items 1 // at corpus.extra.looproles.fixed.Main.work(Main.java:24)
  s13_1: goto s21                        // at corpus.extra.looproles.fixed.Main.work(Main.java:24)
  s15: switch corpus.extra.looproles.fixed.Main.items 0 s17 1 s20 // at corpus.extra.looproles.fixed.Main.work(Main.java:26)
  s17: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:27)
  s18: wait java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:27)
  s18_1: goto s15                        // at corpus.extra.looproles.fixed.Main.work(Main.java:27)
  s20: assign corpus.extra.looproles.fixed.Main.items 0 // at corpus.extra.looproles.fixed.Main.work(Main.java:29)
  s21: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s22: notifyAll java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s23: release java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:32)
}

proc corpus.extra.looproles.fixed.Main.work#args,p0=0 {
  s0: goto s1e1                          // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s4: switch corpus.extra.looproles.fixed.Main.items 0 s13 1 s6 // at corpus.extra.looproles.fixed.Main.work(Main.java:21)
  s6: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:22)
  s7: wait java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:22)
  s7_1: goto s4                          // at corpus.extra.looproles.fixed.Main.work(Main.java:22)
  s13: assign corpus.extra.looproles.fixed.Main.items 1 // at corpus.extra.looproles.fixed.Main.work(Main.java:24)
  s21: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s22: notifyAll java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s23: release java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:32)
  s23_1: goto exit                       // at corpus.extra.looproles.fixed.Main.work(Main.java:32)
  s1e1: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s2e1: acquire java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s2e1_1: goto s4                        // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
}

proc corpus.extra.looproles.fixed.Main.work#args,p0=1 {
  s0: goto s1e1                          // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s4: switch corpus.extra.looproles.fixed.Main.items 0 s13 1 s6 // at corpus.extra.looproles.fixed.Main.work(Main.java:21)
  s6: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:22)
  s7: wait java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:22)
  s7_1: goto s4                          // at corpus.extra.looproles.fixed.Main.work(Main.java:22)
  s13: assign corpus.extra.looproles.fixed.Main.items 1 // at corpus.extra.looproles.fixed.Main.work(Main.java:24)
  s21: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s22: notifyAll java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s23: release java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:32)
  s23_1: goto exit                       // at corpus.extra.looproles.fixed.Main.work(Main.java:32)
  s1e1: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s2e1: acquire java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s2e1_1: goto s4                        // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
}

proc corpus.extra.looproles.fixed.Main.work#args,p0=2 {
  s0: goto s1e1                          // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s15: switch corpus.extra.looproles.fixed.Main.items 0 s17 1 s20 // at corpus.extra.looproles.fixed.Main.work(Main.java:26)
  s17: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:27)
  s18: wait java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:27)
  s18_1: goto s15                        // at corpus.extra.looproles.fixed.Main.work(Main.java:27)
  s20: assign corpus.extra.looproles.fixed.Main.items 0 // at corpus.extra.looproles.fixed.Main.work(Main.java:29)
  s21: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s22: notifyAll java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s23: release java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:32)
  s23_1: goto exit                       // at corpus.extra.looproles.fixed.Main.work(Main.java:32)
  s1e1: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s2e1: acquire java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s2e1_1: goto s15                       // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
}

proc corpus.extra.looproles.fixed.Main.work#args,p0=3 {
  s0: goto s1e1                          // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s15: switch corpus.extra.looproles.fixed.Main.items 0 s17 1 s20 // at corpus.extra.looproles.fixed.Main.work(Main.java:26)
  s17: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:27)
  s18: wait java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:27)
  s18_1: goto s15                        // at corpus.extra.looproles.fixed.Main.work(Main.java:27)
  s20: assign corpus.extra.looproles.fixed.Main.items 0 // at corpus.extra.looproles.fixed.Main.work(Main.java:29)
  s21: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s22: notifyAll java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:31)
  s23: release java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:32)
  s23_1: goto exit                       // at corpus.extra.looproles.fixed.Main.work(Main.java:32)
  s1e1: read corpus.extra.looproles.fixed.Main.slot // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s2e1: acquire java.lang.Object@Main.java:15 // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
  s2e1_1: goto s15                       // at corpus.extra.looproles.fixed.Main.work(Main.java:19)
}

proc entry {
  init0: call corpus.extra.looproles.fixed.Main.<clinit> // at corpus.extra.looproles.fixed.Main.main(Main.java:36)
  main: call corpus.extra.looproles.fixed.Main.main // at corpus.extra.looproles.fixed.Main.main(Main.java:36)
}

main entry
var corpus.extra.looproles.Main.items { 0 1 } = 0

proc corpus.extra.looproles.Main.<clinit> {
  s2: write corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.<clinit>(Main.java:18)
}

proc corpus.extra.looproles.Main.lambda$main$0 {
  s1: call corpus.extra.looproles.Main.work // at corpus.extra.looproles.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.looproles.Main.lambda$main$0#args,p0=0 {
  s1e1: call corpus.extra.looproles.Main.work#args,p0=0 // at corpus.extra.looproles.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.looproles.Main.lambda$main$0#args,p0=1 {
  s1e1: call corpus.extra.looproles.Main.work#args,p0=1 // at corpus.extra.looproles.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.looproles.Main.lambda$main$0#args,p0=2 {
  s1e1: call corpus.extra.looproles.Main.work#args,p0=2 // at corpus.extra.looproles.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.looproles.Main.lambda$main$0#args,p0=3 {
  s1e1: call corpus.extra.looproles.Main.work#args,p0=3 // at corpus.extra.looproles.Main.lambda$main$0(Main.java:44)
}

proc corpus.extra.looproles.Main.main {
  s7e1: write java.lang.Thread[]@Main.java:39[0] // at corpus.extra.looproles.Main.main(Main.java:42)
  s8e1: read java.lang.Thread[]@Main.java:39[0] // at corpus.extra.looproles.Main.main(Main.java:49)
  s9e1: fork corpus.extra.looproles.Main.lambda$main$0#args,p0=0 java.lang.Thread@Main.java:42 // at corpus.extra.looproles.Main.main(Main.java:49)
  s40e2: write java.lang.Thread[]@Main.java:39[1] // at corpus.extra.looproles.Main.main(Main.java:42)
  s41e2: read java.lang.Thread[]@Main.java:39[1] // at corpus.extra.looproles.Main.main(Main.java:49)
  s42e2: fork corpus.extra.looproles.Main.lambda$main$0#args,p0=1 java.lang.Thread@Main.java:42#2 // at corpus.extra.looproles.Main.main(Main.java:49)
  s49e3: write java.lang.Thread[]@Main.java:39[2] // at corpus.extra.looproles.Main.main(Main.java:42)
  s50e3: read java.lang.Thread[]@Main.java:39[2] // at corpus.extra.looproles.Main.main(Main.java:49)
  s51e3: fork corpus.extra.looproles.Main.lambda$main$0#args,p0=2 java.lang.Thread@Main.java:42#3 // at corpus.extra.looproles.Main.main(Main.java:49)
  s58e4: write java.lang.Thread[]@Main.java:39[3] // at corpus.extra.looproles.Main.main(Main.java:42)
  s59e4: read java.lang.Thread[]@Main.java:39[3] // at corpus.extra.looproles.Main.main(Main.java:49)
  s60e4: fork corpus.extra.looproles.Main.lambda$main$0#args,p0=3 java.lang.Thread@Main.java:42#4 // at corpus.extra.looproles.Main.main(Main.java:49)
  s16e7: read java.lang.Thread[]@Main.java:39[0] // at corpus.extra.looproles.Main.main(Main.java:51)
  s17e7: join java.lang.Thread@Main.java:42 // at corpus.extra.looproles.Main.main(Main.java:52)
  s22e8: read java.lang.Thread[]@Main.java:39[1] // at corpus.extra.looproles.Main.main(Main.java:51)
  s23e8: join java.lang.Thread@Main.java:42#2 // at corpus.extra.looproles.Main.main(Main.java:52)
  s27e9: read java.lang.Thread[]@Main.java:39[2] // at corpus.extra.looproles.Main.main(Main.java:51)
  s28e9: join java.lang.Thread@Main.java:42#3 // at corpus.extra.looproles.Main.main(Main.java:52)
  s32e11: read java.lang.Thread[]@Main.java:39[3] // at corpus.extra.looproles.Main.main(Main.java:51)
  s33e11: join java.lang.Thread@Main.java:42#4 // at corpus.extra.looproles.Main.main(Main.java:52)
}

proc corpus.extra.looproles.Main.work {
  s1: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:22)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:22)
  s3: jump s4 s15                        // at corpus.extra.looproles.Main.work(Main.java:23)
  s4: switch corpus.extra.looproles.Main.items 0 s13 1 s6 // at corpus.extra.looproles.Main.work(Main.java:24)
  s6: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:25)
  s7: wait java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:25)
  s7_1: goto s4                          // at corpus.extra.looproles.Main.work(Main.java:25)
  s13: assign corpus.extra.looproles.Main.items 1 // at corpus.extra.looproles.Main.work(Main.java:27)
  s13_1: goto s21                        // at corpus.extra.looproles.Main.work(Main.java:27)
  s15: switch corpus.extra.looproles.Main.items 0 s17 1 s20 // at corpus.extra.looproles.Main.work(Main.java:29)
  s17: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:30)
  s18: wait java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:30)
  s18_1: goto s15                        // at corpus.extra.looproles.Main.work(Main.java:30)
  s20: assign corpus.extra.looproles.Main.items 0 // at corpus.extra.looproles.Main.work(Main.java:32)
  s21: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:34)
  s22: notifyAll java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:34)
  s23: release java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:35)
}

proc corpus.extra.looproles.Main.work#args,p0=0 {
  s0: goto s1e1                          // at corpus.extra.looproles.Main.work(Main.java:22)
  s4: switch corpus.extra.looproles.Main.items 0 s13 1 s6 // at corpus.extra.looproles.Main.work(Main.java:24)
  s6: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:25)
  s7: wait java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:25)
  s7_1: goto s4                          // at corpus.extra.looproles.Main.work(Main.java:25)
  s13: assign corpus.extra.looproles.Main.items 1 // at corpus.extra.looproles.Main.work(Main.java:27)
  s21: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:34)
  s22: notifyAll java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:34)
  s23: release java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:35)
  s23_1: goto exit                       // at corpus.extra.looproles.Main.work(Main.java:35)
  s1e1: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:22)
  s2e1: acquire java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:22)
  s2e1_1: goto s4                        // at corpus.extra.looproles.Main.work(Main.java:22)
}

proc corpus.extra.looproles.Main.work#args,p0=1 {
  s0: goto s1e1                          // at corpus.extra.looproles.Main.work(Main.java:22)
  s4: switch corpus.extra.looproles.Main.items 0 s13 1 s6 // at corpus.extra.looproles.Main.work(Main.java:24)
  s6: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:25)
  s7: wait java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:25)
  s7_1: goto s4                          // at corpus.extra.looproles.Main.work(Main.java:25)
  s13: assign corpus.extra.looproles.Main.items 1 // at corpus.extra.looproles.Main.work(Main.java:27)
  s21: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:34)
  s22: notifyAll java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:34)
  s23: release java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:35)
  s23_1: goto exit                       // at corpus.extra.looproles.Main.work(Main.java:35)
  s1e1: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:22)
  s2e1: acquire java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:22)
  s2e1_1: goto s4                        // at corpus.extra.looproles.Main.work(Main.java:22)
}

proc corpus.extra.looproles.Main.work#args,p0=2 {
  s0: goto s1e1                          // at corpus.extra.looproles.Main.work(Main.java:22)
  s4: switch corpus.extra.looproles.Main.items 0 s13 1 s6 // at corpus.extra.looproles.Main.work(Main.java:24)
  s6: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:25)
  s7: wait java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:25)
  s7_1: goto s4                          // at corpus.extra.looproles.Main.work(Main.java:25)
  s13: assign corpus.extra.looproles.Main.items 1 // at corpus.extra.looproles.Main.work(Main.java:27)
  s21: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:34)
  s22: notifyAll java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:34)
  s23: release java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:35)
  s23_1: goto exit                       // at corpus.extra.looproles.Main.work(Main.java:35)
  s1e1: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:22)
  s2e1: acquire java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:22)
  s2e1_1: goto s4                        // at corpus.extra.looproles.Main.work(Main.java:22)
}

proc corpus.extra.looproles.Main.work#args,p0=3 {
  s0: goto s1e1                          // at corpus.extra.looproles.Main.work(Main.java:22)
  s15: switch corpus.extra.looproles.Main.items 0 s17 1 s20 // at corpus.extra.looproles.Main.work(Main.java:29)
  s17: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:30)
  s18: wait java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:30)
  s18_1: goto s15                        // at corpus.extra.looproles.Main.work(Main.java:30)
  s20: assign corpus.extra.looproles.Main.items 0 // at corpus.extra.looproles.Main.work(Main.java:32)
  s21: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:34)
  s22: notifyAll java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:34)
  s23: release java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:35)
  s23_1: goto exit                       // at corpus.extra.looproles.Main.work(Main.java:35)
  s1e1: read corpus.extra.looproles.Main.slot // at corpus.extra.looproles.Main.work(Main.java:22)
  s2e1: acquire java.lang.Object@Main.java:18 // at corpus.extra.looproles.Main.work(Main.java:22)
  s2e1_1: goto s15                       // at corpus.extra.looproles.Main.work(Main.java:22)
}

proc entry {
  init0: call corpus.extra.looproles.Main.<clinit> // at corpus.extra.looproles.Main.main(Main.java:39)
  main: call corpus.extra.looproles.Main.main // at corpus.extra.looproles.Main.main(Main.java:39)
}

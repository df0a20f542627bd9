main entry
var corpus.extra.branchroles.Main.items { 0 1 } = 0

proc corpus.extra.branchroles.Main.<clinit> {
  s2: write corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.<clinit>(Main.java:19)
}

proc corpus.extra.branchroles.Main.lambda$main$0 {
  s1: call corpus.extra.branchroles.Main.work // at corpus.extra.branchroles.Main.lambda$main$0(Main.java:45)
}

proc corpus.extra.branchroles.Main.lambda$main$0#args,p0=0 {
  s1e1: call corpus.extra.branchroles.Main.work#args,p0=0 // at corpus.extra.branchroles.Main.lambda$main$0(Main.java:45)
}

proc corpus.extra.branchroles.Main.lambda$main$0#args,p0=1 {
  s1e1: call corpus.extra.branchroles.Main.work#args,p0=1 // at corpus.extra.branchroles.Main.lambda$main$0(Main.java:45)
}

proc corpus.extra.branchroles.Main.main {
  s11e1: write java.lang.Thread[]@Main.java:40[0] // at corpus.extra.branchroles.Main.main(Main.java:43)
  s12e1: read java.lang.Thread[]@Main.java:40[0] // at corpus.extra.branchroles.Main.main(Main.java:50)
  s13e1: fork corpus.extra.branchroles.Main.lambda$main$0#args,p0=1 java.lang.Thread@Main.java:43 // at corpus.extra.branchroles.Main.main(Main.java:50)
  s48e3: write java.lang.Thread[]@Main.java:40[1] // at corpus.extra.branchroles.Main.main(Main.java:43)
  s49e3: read java.lang.Thread[]@Main.java:40[1] // at corpus.extra.branchroles.Main.main(Main.java:50)
  s50e3: fork corpus.extra.branchroles.Main.lambda$main$0#args,p0=1 java.lang.Thread@Main.java:43#2 // at corpus.extra.branchroles.Main.main(Main.java:50)
  s61e5: write java.lang.Thread[]@Main.java:40[2] // at corpus.extra.branchroles.Main.main(Main.java:43)
  s62e5: read java.lang.Thread[]@Main.java:40[2] // at corpus.extra.branchroles.Main.main(Main.java:50)
  s63e5: fork corpus.extra.branchroles.Main.lambda$main$0#args,p0=1 java.lang.Thread@Main.java:43#3 // at corpus.extra.branchroles.Main.main(Main.java:50)
  s74e7: write java.lang.Thread[]@Main.java:40[3] // at corpus.extra.branchroles.Main.main(Main.java:43)
  s75e7: read java.lang.Thread[]@Main.java:40[3] // at corpus.extra.branchroles.Main.main(Main.java:50)
  s76e7: fork corpus.extra.branchroles.Main.lambda$main$0#args,p0=0 java.lang.Thread@Main.java:43#4 // at corpus.extra.branchroles.Main.main(Main.java:50)
  s20e11: read java.lang.Thread[]@Main.java:40[0] // at corpus.extra.branchroles.Main.main(Main.java:52)
  s21e11: join java.lang.Thread@Main.java:43 // at corpus.extra.branchroles.Main.main(Main.java:53)
  s26e12: read java.lang.Thread[]@Main.java:40[1] // at corpus.extra.branchroles.Main.main(Main.java:52)
  s27e12: join java.lang.Thread@Main.java:43#2 // at corpus.extra.branchroles.Main.main(Main.java:53)
  s31e13: read java.lang.Thread[]@Main.java:40[2] // at corpus.extra.branchroles.Main.main(Main.java:52)
  s32e13: join java.lang.Thread@Main.java:43#3 // at corpus.extra.branchroles.Main.main(Main.java:53)
  s36e15: read java.lang.Thread[]@Main.java:40[3] // at corpus.extra.branchroles.Main.main(Main.java:52)
  s37e15: join java.lang.Thread@Main.java:43#4 // at corpus.extra.branchroles.Main.main(Main.java:53)
}

proc corpus.extra.branchroles.Main.work {
  s1: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:23)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:23)
  s3: jump s4 s15                        // at corpus.extra.branchroles.Main.work(Main.java:24)
  s4: switch corpus.extra.branchroles.Main.items 0 s13 1 s6 // at corpus.extra.branchroles.Main.work(Main.java:25)
  s6: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:26)
  s7: wait java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:26)
  s7_1: goto s4                          // at corpus.extra.branchroles.Main.work(Main.java:26)
  s13: assign corpus.extra.branchroles.Main.items 1 // at corpus.extra.branchroles.Main.work(Main.java:28)
  s13_1: goto s21                        // at corpus.extra.branchroles.Main.work(Main.java:28)
  s15: switch corpus.extra.branchroles.Main.items 0 s17 1 s20 // at corpus.extra.branchroles.Main.work(Main.java:30)
  s17: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:31)
  s18: wait java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:31)
  s18_1: goto s15                        // at corpus.extra.branchroles.Main.work(Main.java:31)
  s20: assign corpus.extra.branchroles.Main.items 0 // at corpus.extra.branchroles.Main.work(Main.java:33)
  s21: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:35)
  s22: notifyAll java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:35)
  s23: release java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:36)
}

proc corpus.extra.branchroles.Main.work#args,p0=0 {
  s0: goto s1e1                          // at corpus.extra.branchroles.Main.work(Main.java:23)
  s15: switch corpus.extra.branchroles.Main.items 0 s17 1 s20 // at corpus.extra.branchroles.Main.work(Main.java:30)
  s17: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:31)
  s18: wait java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:31)
  s18_1: goto s15                        // at corpus.extra.branchroles.Main.work(Main.java:31)
  s20: assign corpus.extra.branchroles.Main.items 0 // at corpus.extra.branchroles.Main.work(Main.java:33)
  s21: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:35)
  s22: notifyAll java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:35)
  s23: release java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:36)
  s23_1: goto exit                       // at corpus.extra.branchroles.Main.work(Main.java:36)
  s1e1: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:23)
  s2e1: acquire java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:23)
  s2e1_1: goto s15                       // at corpus.extra.branchroles.Main.work(Main.java:23)
}

proc corpus.extra.branchroles.Main.work#args,p0=1 {
  s0: goto s1e1                          // at corpus.extra.branchroles.Main.work(Main.java:23)
  s4: switch corpus.extra.branchroles.Main.items 0 s13 1 s6 // at corpus.extra.branchroles.Main.work(Main.java:25)
  s6: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:26)
  s7: wait java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:26)
  s7_1: goto s4                          // at corpus.extra.branchroles.Main.work(Main.java:26)
  s13: assign corpus.extra.branchroles.Main.items 1 // at corpus.extra.branchroles.Main.work(Main.java:28)
  s21: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:35)
  s22: notifyAll java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:35)
  s23: release java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:36)
  s23_1: goto exit                       // at corpus.extra.branchroles.Main.work(Main.java:36)
  s1e1: read corpus.extra.branchroles.Main.slot // at corpus.extra.branchroles.Main.work(Main.java:23)
  s2e1: acquire java.lang.Object@Main.java:19 // at corpus.extra.branchroles.Main.work(Main.java:23)
  s2e1_1: goto s4                        // at corpus.extra.branchroles.Main.work(Main.java:23)
}

proc entry {
  init0: call corpus.extra.branchroles.Main.<clinit> // at corpus.extra.branchroles.Main.main(Main.java:40)
  main: call corpus.extra.branchroles.Main.main // at corpus.extra.branchroles.Main.main(Main.java:40)
}

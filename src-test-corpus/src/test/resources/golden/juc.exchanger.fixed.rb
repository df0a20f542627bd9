main entry
counter java.util.concurrent.Exchanger@Main.java:15.matched cap 1 init 0
counter java.util.concurrent.Exchanger@Main.java:15.offered cap 1 init 0
counter java.util.concurrent.Exchanger@Main.java:16.matched cap 1 init 0
counter java.util.concurrent.Exchanger@Main.java:16.offered cap 1 init 0

proc corpus.juc.exchanger.fixed.Main.<clinit> {
  s2: write corpus.juc.exchanger.fixed.Main.requests // at corpus.juc.exchanger.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.juc.exchanger.fixed.Main.replies // at corpus.juc.exchanger.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.juc.exchanger.fixed.Main.client[corpus.juc.exchanger.fixed.Main.main:37#9] {
  s0: read corpus.juc.exchanger.fixed.Main.requests // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1: acquire java.util.concurrent.Exchanger@Main.java:15.state // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_1: trydown java.util.concurrent.Exchanger@Main.java:15.offered 1 else s1_5 // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_2: up java.util.concurrent.Exchanger@Main.java:15.matched 1 // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_3: release java.util.concurrent.Exchanger@Main.java:15.state // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_4: goto s1_14                       // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_5: tryup java.util.concurrent.Exchanger@Main.java:15.matched 1 else s1_11 // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_6: down java.util.concurrent.Exchanger@Main.java:15.matched 1 // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_7: up java.util.concurrent.Exchanger@Main.java:15.offered 1 // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_8: release java.util.concurrent.Exchanger@Main.java:15.state // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_9: down java.util.concurrent.Exchanger@Main.java:15.matched 1 // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_10: goto s1_14                      // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_11: release java.util.concurrent.Exchanger@Main.java:15.state // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_12: until java.util.concurrent.Exchanger@Main.java:15.matched <= 0 // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_13: goto s1                         // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s1_14: skip                            // at corpus.juc.exchanger.fixed.Main.client(Main.java:20)
  s3: read java.lang.System.out          // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s4: read corpus.juc.exchanger.fixed.Main.replies // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5: acquire java.util.concurrent.Exchanger@Main.java:16.state // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_1: trydown java.util.concurrent.Exchanger@Main.java:16.offered 1 else s5_5 // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_2: up java.util.concurrent.Exchanger@Main.java:16.matched 1 // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_3: release java.util.concurrent.Exchanger@Main.java:16.state // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_4: goto s5_14                       // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_5: tryup java.util.concurrent.Exchanger@Main.java:16.matched 1 else s5_11 // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_6: down java.util.concurrent.Exchanger@Main.java:16.matched 1 // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_7: up java.util.concurrent.Exchanger@Main.java:16.offered 1 // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_8: release java.util.concurrent.Exchanger@Main.java:16.state // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_9: down java.util.concurrent.Exchanger@Main.java:16.matched 1 // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_10: goto s5_14                      // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_11: release java.util.concurrent.Exchanger@Main.java:16.state // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_12: until java.util.concurrent.Exchanger@Main.java:16.matched <= 0 // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_13: goto s5                         // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
  s5_14: skip                            // at corpus.juc.exchanger.fixed.Main.client(Main.java:21)
}

proc corpus.juc.exchanger.fixed.Main.main {
  s9: fork corpus.juc.exchanger.fixed.Main.client[corpus.juc.exchanger.fixed.Main.main:37#9] java.lang.Thread@Main.java:37 // at corpus.juc.exchanger.fixed.Main.main(Main.java:39)
  s10: fork corpus.juc.exchanger.fixed.Main.server[corpus.juc.exchanger.fixed.Main.main:38#10] java.lang.Thread@Main.java:38 // at corpus.juc.exchanger.fixed.Main.main(Main.java:40)
  s11: join java.lang.Thread@Main.java:37 // at corpus.juc.exchanger.fixed.Main.main(Main.java:41)
  s12: join java.lang.Thread@Main.java:38 // at corpus.juc.exchanger.fixed.Main.main(Main.java:42)
}

proc corpus.juc.exchanger.fixed.Main.server[corpus.juc.exchanger.fixed.Main.main:38#10] {
  s0: read corpus.juc.exchanger.fixed.Main.requests // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1: acquire java.util.concurrent.Exchanger@Main.java:15.state // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_1: trydown java.util.concurrent.Exchanger@Main.java:15.offered 1 else s1_5 // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_2: up java.util.concurrent.Exchanger@Main.java:15.matched 1 // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_3: release java.util.concurrent.Exchanger@Main.java:15.state // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_4: goto s1_14                       // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_5: tryup java.util.concurrent.Exchanger@Main.java:15.matched 1 else s1_11 // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_6: down java.util.concurrent.Exchanger@Main.java:15.matched 1 // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_7: up java.util.concurrent.Exchanger@Main.java:15.offered 1 // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_8: release java.util.concurrent.Exchanger@Main.java:15.state // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_9: down java.util.concurrent.Exchanger@Main.java:15.matched 1 // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_10: goto s1_14                      // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_11: release java.util.concurrent.Exchanger@Main.java:15.state // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_12: until java.util.concurrent.Exchanger@Main.java:15.matched <= 0 // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_13: goto s1                         // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s1_14: skip                            // at corpus.juc.exchanger.fixed.Main.server(Main.java:29)
  s3: read java.lang.System.out          // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s4: read corpus.juc.exchanger.fixed.Main.replies // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5: acquire java.util.concurrent.Exchanger@Main.java:16.state // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_1: trydown java.util.concurrent.Exchanger@Main.java:16.offered 1 else s5_5 // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_2: up java.util.concurrent.Exchanger@Main.java:16.matched 1 // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_3: release java.util.concurrent.Exchanger@Main.java:16.state // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_4: goto s5_14                       // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_5: tryup java.util.concurrent.Exchanger@Main.java:16.matched 1 else s5_11 // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_6: down java.util.concurrent.Exchanger@Main.java:16.matched 1 // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_7: up java.util.concurrent.Exchanger@Main.java:16.offered 1 // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_8: release java.util.concurrent.Exchanger@Main.java:16.state // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_9: down java.util.concurrent.Exchanger@Main.java:16.matched 1 // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_10: goto s5_14                      // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_11: release java.util.concurrent.Exchanger@Main.java:16.state // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_12: until java.util.concurrent.Exchanger@Main.java:16.matched <= 0 // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_13: goto s5                         // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
  s5_14: skip                            // at corpus.juc.exchanger.fixed.Main.server(Main.java:30)
}

proc entry {
  init0: call corpus.juc.exchanger.fixed.Main.<clinit> // at corpus.juc.exchanger.fixed.Main.main(Main.java:37)
  main: call corpus.juc.exchanger.fixed.Main.main // at corpus.juc.exchanger.fixed.Main.main(Main.java:37)
}

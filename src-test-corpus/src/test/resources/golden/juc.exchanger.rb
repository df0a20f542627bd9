main entry
counter java.util.concurrent.Exchanger@Main.java:18.matched cap 1 init 0
counter java.util.concurrent.Exchanger@Main.java:18.offered cap 1 init 0
counter java.util.concurrent.Exchanger@Main.java:19.matched cap 1 init 0
counter java.util.concurrent.Exchanger@Main.java:19.offered cap 1 init 0

proc corpus.juc.exchanger.Main.<clinit> {
  s2: write corpus.juc.exchanger.Main.requests // at corpus.juc.exchanger.Main.<clinit>(Main.java:18)
  s5: write corpus.juc.exchanger.Main.replies // at corpus.juc.exchanger.Main.<clinit>(Main.java:19)
}

proc corpus.juc.exchanger.Main.client[corpus.juc.exchanger.Main.main:40#9] {
  s0: read corpus.juc.exchanger.Main.requests // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1: acquire java.util.concurrent.Exchanger@Main.java:18.state // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_1: trydown java.util.concurrent.Exchanger@Main.java:18.offered 1 else s1_5 // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_2: up java.util.concurrent.Exchanger@Main.java:18.matched 1 // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_3: release java.util.concurrent.Exchanger@Main.java:18.state // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_4: goto s1_14                       // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_5: tryup java.util.concurrent.Exchanger@Main.java:18.matched 1 else s1_11 // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_6: down java.util.concurrent.Exchanger@Main.java:18.matched 1 // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_7: up java.util.concurrent.Exchanger@Main.java:18.offered 1 // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_8: release java.util.concurrent.Exchanger@Main.java:18.state // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_9: down java.util.concurrent.Exchanger@Main.java:18.matched 1 // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_10: goto s1_14                      // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_11: release java.util.concurrent.Exchanger@Main.java:18.state // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_12: until java.util.concurrent.Exchanger@Main.java:18.matched <= 0 // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_13: goto s1                         // at corpus.juc.exchanger.Main.client(Main.java:23)
  s1_14: skip                            // at corpus.juc.exchanger.Main.client(Main.java:23)
  s3: read java.lang.System.out          // at corpus.juc.exchanger.Main.client(Main.java:24)
  s4: read corpus.juc.exchanger.Main.replies // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5: acquire java.util.concurrent.Exchanger@Main.java:19.state // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_1: trydown java.util.concurrent.Exchanger@Main.java:19.offered 1 else s5_5 // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_2: up java.util.concurrent.Exchanger@Main.java:19.matched 1 // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_3: release java.util.concurrent.Exchanger@Main.java:19.state // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_4: goto s5_14                       // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_5: tryup java.util.concurrent.Exchanger@Main.java:19.matched 1 else s5_11 // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_6: down java.util.concurrent.Exchanger@Main.java:19.matched 1 // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_7: up java.util.concurrent.Exchanger@Main.java:19.offered 1 // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_8: release java.util.concurrent.Exchanger@Main.java:19.state // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_9: down java.util.concurrent.Exchanger@Main.java:19.matched 1 // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_10: goto s5_14                      // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_11: release java.util.concurrent.Exchanger@Main.java:19.state // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_12: until java.util.concurrent.Exchanger@Main.java:19.matched <= 0 // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_13: goto s5                         // at corpus.juc.exchanger.Main.client(Main.java:24)
  s5_14: skip                            // at corpus.juc.exchanger.Main.client(Main.java:24)
}

proc corpus.juc.exchanger.Main.main {
  s9: fork corpus.juc.exchanger.Main.client[corpus.juc.exchanger.Main.main:40#9] java.lang.Thread@Main.java:40 // at corpus.juc.exchanger.Main.main(Main.java:42)
  s10: fork corpus.juc.exchanger.Main.server[corpus.juc.exchanger.Main.main:41#10] java.lang.Thread@Main.java:41 // at corpus.juc.exchanger.Main.main(Main.java:43)
  s11: join java.lang.Thread@Main.java:40 // at corpus.juc.exchanger.Main.main(Main.java:44)
  s12: join java.lang.Thread@Main.java:41 // at corpus.juc.exchanger.Main.main(Main.java:45)
}

proc corpus.juc.exchanger.Main.server[corpus.juc.exchanger.Main.main:41#10] {
  s0: read corpus.juc.exchanger.Main.replies // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1: acquire java.util.concurrent.Exchanger@Main.java:19.state // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_1: trydown java.util.concurrent.Exchanger@Main.java:19.offered 1 else s1_5 // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_2: up java.util.concurrent.Exchanger@Main.java:19.matched 1 // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_3: release java.util.concurrent.Exchanger@Main.java:19.state // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_4: goto s1_14                       // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_5: tryup java.util.concurrent.Exchanger@Main.java:19.matched 1 else s1_11 // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_6: down java.util.concurrent.Exchanger@Main.java:19.matched 1 // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_7: up java.util.concurrent.Exchanger@Main.java:19.offered 1 // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_8: release java.util.concurrent.Exchanger@Main.java:19.state // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_9: down java.util.concurrent.Exchanger@Main.java:19.matched 1 // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_10: goto s1_14                      // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_11: release java.util.concurrent.Exchanger@Main.java:19.state // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_12: until java.util.concurrent.Exchanger@Main.java:19.matched <= 0 // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_13: goto s1                         // at corpus.juc.exchanger.Main.server(Main.java:32)
  s1_14: skip                            // at corpus.juc.exchanger.Main.server(Main.java:32)
  s3: read java.lang.System.out          // at corpus.juc.exchanger.Main.server(Main.java:33)
  s4: read corpus.juc.exchanger.Main.requests // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5: acquire java.util.concurrent.Exchanger@Main.java:18.state // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_1: trydown java.util.concurrent.Exchanger@Main.java:18.offered 1 else s5_5 // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_2: up java.util.concurrent.Exchanger@Main.java:18.matched 1 // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_3: release java.util.concurrent.Exchanger@Main.java:18.state // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_4: goto s5_14                       // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_5: tryup java.util.concurrent.Exchanger@Main.java:18.matched 1 else s5_11 // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_6: down java.util.concurrent.Exchanger@Main.java:18.matched 1 // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_7: up java.util.concurrent.Exchanger@Main.java:18.offered 1 // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_8: release java.util.concurrent.Exchanger@Main.java:18.state // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_9: down java.util.concurrent.Exchanger@Main.java:18.matched 1 // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_10: goto s5_14                      // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_11: release java.util.concurrent.Exchanger@Main.java:18.state // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_12: until java.util.concurrent.Exchanger@Main.java:18.matched <= 0 // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_13: goto s5                         // at corpus.juc.exchanger.Main.server(Main.java:33)
  s5_14: skip                            // at corpus.juc.exchanger.Main.server(Main.java:33)
}

proc entry {
  init0: call corpus.juc.exchanger.Main.<clinit> // at corpus.juc.exchanger.Main.main(Main.java:40)
  main: call corpus.juc.exchanger.Main.main // at corpus.juc.exchanger.Main.main(Main.java:40)
}

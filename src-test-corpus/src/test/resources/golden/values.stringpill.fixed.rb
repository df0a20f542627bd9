main corpus.values.stringpill.fixed.Main.main
counter java.util.ArrayList@Main.java:38.count.bound limit 1 init 1
counter java.util.concurrent.ArrayBlockingQueue@Main.java:37.items cap 2 init 0
counter "java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.\"STOP\"" limit 10 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other limit 10 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:37.room cap 2 init 2
var java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 { 0 1 2 3 } = 0

proc corpus.values.stringpill.fixed.Main.lambda$main$0[corpus.values.stringpill.fixed.Main.main:40#18] {
  s1: call corpus.values.stringpill.fixed.Main.work[corpus.values.stringpill.fixed.Main.lambda$main$0:40#1,corpus.values.stringpill.fixed.Main.main:40#18] // at corpus.values.stringpill.fixed.Main.lambda$main$0(Main.java:40)
}

proc corpus.values.stringpill.fixed.Main.main {
  s0: goto s17e1_1                       // at corpus.values.stringpill.fixed.Main.main(Main.java:37)
  s81: join java.lang.Thread@Main.java:40#2 // at corpus.values.stringpill.fixed.Main.main(Main.java:51)
  s81_1: goto exit                       // at corpus.values.stringpill.fixed.Main.main(Main.java:51)
  s17e1_1: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 0 s17e1_2 1 s17e1_4 2 s17e1_6 3 s17e1_8 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s17e1_2: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s17e1_3: goto s17e1                    // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s17e1_4: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 2 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s17e1_5: goto s17e1                    // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s17e1_6: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 3 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s17e1_7: goto s17e1                    // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s17e1_8: up java.util.ArrayList@Main.java:38.count.bound 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s17e1: skip                            // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s18e1: fork corpus.values.stringpill.fixed.Main.lambda$main$0[corpus.values.stringpill.fixed.Main.main:40#18] java.lang.Thread@Main.java:40 // at corpus.values.stringpill.fixed.Main.main(Main.java:42)
  s73e2_1: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 0 s73e2_2 1 s73e2_4 2 s73e2_6 3 s73e2_8 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s73e2_2: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s73e2_3: goto s73e2                    // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s73e2_4: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 2 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s73e2_5: goto s73e2                    // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s73e2_6: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 3 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s73e2_7: goto s73e2                    // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s73e2_8: up java.util.ArrayList@Main.java:38.count.bound 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s73e2: skip                            // at corpus.values.stringpill.fixed.Main.main(Main.java:41)
  s74e2: fork corpus.values.stringpill.fixed.Main.lambda$main$0[corpus.values.stringpill.fixed.Main.main:40#18] java.lang.Thread@Main.java:40#2 // at corpus.values.stringpill.fixed.Main.main(Main.java:42)
  s25e4: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s25e4_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s25e4_1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s25e4_1: skip                          // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s25e4_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s51e5: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s51e5_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s51e5_1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s51e5_1: skip                          // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s51e5_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s57e6: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s57e6_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s57e6_1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s57e6_1: skip                          // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s57e6_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s63e7: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s63e7_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s63e7_1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s63e7_1: skip                          // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s63e7_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:45)
  s31e9: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:48)
  s31e9_2: tryup "java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.\"STOP\"" 1 else s31e9_1 // at corpus.values.stringpill.fixed.Main.main(Main.java:48)
  s31e9_1: skip                          // at corpus.values.stringpill.fixed.Main.main(Main.java:48)
  s31e9_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:48)
  s45e10: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:48)
  s45e10_2: tryup "java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.\"STOP\"" 1 else s45e10_1 // at corpus.values.stringpill.fixed.Main.main(Main.java:48)
  s45e10_1: skip                         // at corpus.values.stringpill.fixed.Main.main(Main.java:48)
  s45e10_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.fixed.Main.main(Main.java:48)
  s36e12_2: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 0 s36e12_4 1 s40e15 2 s40e15 3 s40e15 // at corpus.values.stringpill.fixed.Main.main(Main.java:50)
  s36e12_4: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 0 s40e15 1 s40e15 2 s40e15 3 s40e15 // at corpus.values.stringpill.fixed.Main.main(Main.java:50)
  s40e15: join java.lang.Thread@Main.java:40 // at corpus.values.stringpill.fixed.Main.main(Main.java:51)
  s77e15_3: jump s81 s77e15_2            // at corpus.values.stringpill.fixed.Main.main(Main.java:50)
  s77e15_2: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 0 s77e15_4 1 s81 2 s81 3 s81 // at corpus.values.stringpill.fixed.Main.main(Main.java:50)
  s77e15_4: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 0 s81 1 s81 2 s81 3 s81 // at corpus.values.stringpill.fixed.Main.main(Main.java:50)
}

proc corpus.values.stringpill.fixed.Main.work[corpus.values.stringpill.fixed.Main.lambda$main$0:40#1,corpus.values.stringpill.fixed.Main.main:40#18] {
  s1: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.fixed.Main.work(Main.java:26)
  s1_1: jump s1_2 s1_3                   // at corpus.values.stringpill.fixed.Main.work(Main.java:26)
  s1_2: trydown "java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.\"STOP\"" 1 else s1_3 // at corpus.values.stringpill.fixed.Main.work(Main.java:26)
  s1_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.fixed.Main.work(Main.java:26)
  s1_5: goto exit                        // at corpus.values.stringpill.fixed.Main.work(Main.java:26)
  s1_3: trydown java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s1_2 // at corpus.values.stringpill.fixed.Main.work(Main.java:26)
  s1_6: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.fixed.Main.work(Main.java:26)
  s1_7: goto s1                          // at corpus.values.stringpill.fixed.Main.work(Main.java:26)
}

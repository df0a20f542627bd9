main corpus.values.stringpill.Main.main
counter java.util.ArrayList@Main.java:38.count.bound limit 1 init 1
counter java.util.concurrent.ArrayBlockingQueue@Main.java:37.items cap 2 init 0
counter "java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.\"STOP\"" limit 10 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other limit 10 init 0
counter java.util.concurrent.ArrayBlockingQueue@Main.java:37.room cap 2 init 2
var java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 { 0 1 2 3 } = 0
var java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 { 0 1 2 3 } = 0

proc corpus.values.stringpill.Main.lambda$main$0[corpus.values.stringpill.Main.main:40#18] {
  s1: call corpus.values.stringpill.Main.work[corpus.values.stringpill.Main.lambda$main$0:40#1,corpus.values.stringpill.Main.main:40#18] // at corpus.values.stringpill.Main.lambda$main$0(Main.java:40)
}

proc corpus.values.stringpill.Main.main {
  s0: goto s17e1_1                       // at corpus.values.stringpill.Main.main(Main.java:37)
  s29: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.Main.main(Main.java:47)
  s29_2: tryup "java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.\"STOP\"" 1 else s29_1 // at corpus.values.stringpill.Main.main(Main.java:47)
  s29_1: skip                            // at corpus.values.stringpill.Main.main(Main.java:47)
  s29_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.Main.main(Main.java:47)
  s29_5: goto s32e9_2                    // at corpus.values.stringpill.Main.main(Main.java:47)
  s72: join java.lang.Thread@Main.java:40#2 // at corpus.values.stringpill.Main.main(Main.java:49)
  s72_1: goto exit                       // at corpus.values.stringpill.Main.main(Main.java:49)
  s17e1_1: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 0 s17e1_2 1 s17e1_4 2 s17e1_6 3 s17e1_8 // at corpus.values.stringpill.Main.main(Main.java:41)
  s17e1_2: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 1 // at corpus.values.stringpill.Main.main(Main.java:41)
  s17e1_3: goto s17e1                    // at corpus.values.stringpill.Main.main(Main.java:41)
  s17e1_4: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 2 // at corpus.values.stringpill.Main.main(Main.java:41)
  s17e1_5: goto s17e1                    // at corpus.values.stringpill.Main.main(Main.java:41)
  s17e1_6: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 3 // at corpus.values.stringpill.Main.main(Main.java:41)
  s17e1_7: goto s17e1                    // at corpus.values.stringpill.Main.main(Main.java:41)
  s17e1_8: up java.util.ArrayList@Main.java:38.count.bound 1 // at corpus.values.stringpill.Main.main(Main.java:41)
  s17e1: skip                            // at corpus.values.stringpill.Main.main(Main.java:41)
  s18e1: fork corpus.values.stringpill.Main.lambda$main$0[corpus.values.stringpill.Main.main:40#18] java.lang.Thread@Main.java:40 // at corpus.values.stringpill.Main.main(Main.java:42)
  s64e2_1: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 0 s64e2_2 1 s64e2_4 2 s64e2_6 3 s64e2_8 // at corpus.values.stringpill.Main.main(Main.java:41)
  s64e2_2: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 1 // at corpus.values.stringpill.Main.main(Main.java:41)
  s64e2_3: goto s64e2                    // at corpus.values.stringpill.Main.main(Main.java:41)
  s64e2_4: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 2 // at corpus.values.stringpill.Main.main(Main.java:41)
  s64e2_5: goto s64e2                    // at corpus.values.stringpill.Main.main(Main.java:41)
  s64e2_6: assign java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 3 // at corpus.values.stringpill.Main.main(Main.java:41)
  s64e2_7: goto s64e2                    // at corpus.values.stringpill.Main.main(Main.java:41)
  s64e2_8: up java.util.ArrayList@Main.java:38.count.bound 1 // at corpus.values.stringpill.Main.main(Main.java:41)
  s64e2: skip                            // at corpus.values.stringpill.Main.main(Main.java:41)
  s65e2: fork corpus.values.stringpill.Main.lambda$main$0[corpus.values.stringpill.Main.main:40#18] java.lang.Thread@Main.java:40#2 // at corpus.values.stringpill.Main.main(Main.java:42)
  s25e4: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s25e4_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s25e4_1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s25e4_1: skip                          // at corpus.values.stringpill.Main.main(Main.java:45)
  s25e4_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s42e5: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s42e5_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s42e5_1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s42e5_1: skip                          // at corpus.values.stringpill.Main.main(Main.java:45)
  s42e5_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s48e6: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s48e6_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s48e6_1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s48e6_1: skip                          // at corpus.values.stringpill.Main.main(Main.java:45)
  s48e6_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s54e7: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s54e7_2: tryup java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s54e7_1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s54e7_1: skip                          // at corpus.values.stringpill.Main.main(Main.java:45)
  s54e7_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.Main.main(Main.java:45)
  s54e7_5: goto s29                      // at corpus.values.stringpill.Main.main(Main.java:45)
  s32e9_2: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 0 s32e9_4 1 s36e12 2 s36e12 3 s36e12 // at corpus.values.stringpill.Main.main(Main.java:48)
  s32e9_4: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 0 s36e12 1 s36e12 2 s36e12 3 s36e12 // at corpus.values.stringpill.Main.main(Main.java:48)
  s36e12: join java.lang.Thread@Main.java:40 // at corpus.values.stringpill.Main.main(Main.java:49)
  s68e12_3: jump s72 s68e12_2            // at corpus.values.stringpill.Main.main(Main.java:48)
  s68e12_2: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40 0 s68e12_4 1 s72 2 s72 3 s72 // at corpus.values.stringpill.Main.main(Main.java:48)
  s68e12_4: switch java.util.ArrayList@Main.java:38.count.java.lang.Thread@Main.java:40#2 0 s72 1 s72 2 s72 3 s72 // at corpus.values.stringpill.Main.main(Main.java:48)
}

proc corpus.values.stringpill.Main.work[corpus.values.stringpill.Main.lambda$main$0:40#1,corpus.values.stringpill.Main.main:40#18] {
  s1: down java.util.concurrent.ArrayBlockingQueue@Main.java:37.items 1 // at corpus.values.stringpill.Main.work(Main.java:26)
  s1_1: jump s1_2 s1_3                   // at corpus.values.stringpill.Main.work(Main.java:26)
  s1_2: trydown "java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.\"STOP\"" 1 else s1_3 // at corpus.values.stringpill.Main.work(Main.java:26)
  s1_4: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.Main.work(Main.java:26)
  s1_5: goto exit                        // at corpus.values.stringpill.Main.work(Main.java:26)
  s1_3: trydown java.util.concurrent.ArrayBlockingQueue@Main.java:37.kind.other 1 else s1_2 // at corpus.values.stringpill.Main.work(Main.java:26)
  s1_6: up java.util.concurrent.ArrayBlockingQueue@Main.java:37.room 1 // at corpus.values.stringpill.Main.work(Main.java:26)
  s1_7: goto s1                          // at corpus.values.stringpill.Main.work(Main.java:26)
}
